import './i18n';

export { PointMallPage } from './PointMallPage';
