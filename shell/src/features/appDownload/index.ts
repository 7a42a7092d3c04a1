import './i18n';

export { AppDownloadModal } from './AppDownloadModal';
export { QrCode } from './QrCode';
export { appLink } from './appLink';
