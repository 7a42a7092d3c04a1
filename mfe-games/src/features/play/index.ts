import './i18n';

export { PlayPage } from './PlayPage';
