/** The member's main wallet; every other wallet is a vendor's sub-wallet. */
export const MAIN_WALLET = 'MAIN';
