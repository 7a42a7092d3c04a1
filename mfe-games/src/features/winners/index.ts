import './i18n';

export { WinnerBoard } from './WinnerBoard';
