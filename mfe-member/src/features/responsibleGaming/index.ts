import './i18n';

export { ResponsibleGaming } from './ResponsibleGaming';
export { ClosedDuringBreak } from './ClosedDuringBreak';
export { useProtectionRefusal } from './texts';
export { BreakBanner } from './BreakBanner';
