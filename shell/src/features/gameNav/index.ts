import './i18n';

export { GamePopupModal } from './GamePopupModal';
export { useGameCommands, useOpenVendor } from './useOpenVendor';
