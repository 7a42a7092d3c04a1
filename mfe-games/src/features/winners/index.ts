import './i18n';

export { WinnerBoard } from './WinnerBoard';
export { fetchWinners, type Winner } from './api';
