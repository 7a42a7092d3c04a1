import './i18n';

export { NotFoundPage } from './NotFoundPage';
