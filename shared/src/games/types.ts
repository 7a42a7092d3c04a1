// The games shapes the shell and the games remote both read: the contract's (docs/wire-contract.md,
// "Calls of the games"), named here as before.
export type { GameCategory, GameEngine, GameItem, SubCategory, VendorCard, VendorLane, VendorLaunch } from '../contracts';
