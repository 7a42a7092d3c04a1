// Only the gate: the popup itself is a lazy chunk (see ContractPopupGate).
export { ContractPopupGate } from './ContractPopupGate';
