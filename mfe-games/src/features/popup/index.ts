import './i18n';

export { GamePopupContent, type GamePopupContentProps } from './GamePopupContent';
