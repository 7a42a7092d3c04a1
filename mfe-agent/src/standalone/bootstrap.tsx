import { startStandalone } from '@portal/shared';
import App from '../App';

startStandalone(App, { remote: 'mfe-agent', basePath: '/agentHome' });
