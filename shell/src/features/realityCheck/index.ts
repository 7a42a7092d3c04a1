// Only the gate: the popup itself is a lazy chunk (see RealityCheckGate).
export { RealityCheckGate } from './RealityCheckGate';
