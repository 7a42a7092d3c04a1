export { BettingView } from './BettingView';
