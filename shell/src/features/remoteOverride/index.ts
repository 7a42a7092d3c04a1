// Only the gate: the band itself is a lazy chunk (see OverrideBannerGate).
export { OverrideBannerGate } from './OverrideBannerGate';
