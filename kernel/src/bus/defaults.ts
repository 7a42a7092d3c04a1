// The state every part sees before the shell writes anything, and what the shell resets to on logout.
import type { BalanceState, CountsState, SessionState, ThemeName } from './types';

export const LOGGED_OUT_SESSION: SessionState = Object.freeze({
  isLogin: false,
  isAgent: false,
  isTrial: false,
  member: null,
  token: null,
});

export const INITIAL_BALANCE: BalanceState = Object.freeze({
  balance: null,
  decimals: 2,
  currency: '',
  currencySymbol: '',
  masked: false,
  loading: false,
});

export const ZERO_COUNTS: CountsState = Object.freeze({
  unreadMessages: 0,
  availablePromotions: 0,
  missions: 0,
  rewards: 0,
});

export const DEFAULT_THEME: ThemeName = 'dark';
