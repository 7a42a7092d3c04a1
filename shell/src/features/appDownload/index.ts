import './i18n';

export { AppDownloadModal } from './AppDownloadModal';
export { QrCodeModal } from './QrCodeModal';
export { QrCode } from './QrCode';
export { appLink } from './appLink';
