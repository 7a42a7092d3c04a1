import './i18n';

export { LaunchProvider, useLaunch, type Launch } from './LaunchProvider';
export { CATEGORY_PATHS, categoryPath, decideLaunch, lotteryRoute, playPath, type LaunchAction, type LaunchOutcome, type LaunchTarget } from './rules';
