import { startStandalone } from '@portal/shared';
import App from '../App';

startStandalone(App, { remote: 'mfe-promotions', basePath: '/promotions' });
