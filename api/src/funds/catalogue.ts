import { toMinorUnits, type DepositChannelType } from '@portal/shared/contracts';

/*
 * The demo site's deposit channels and the banks members withdraw to: Myanmar's big banks and mobile
 * wallets. Amounts in minor units (K 1,000.00 = 100000).
 */

export interface ChannelSeed {
  code: string;
  name: string;
  type: DepositChannelType;
  min: number;
  max: number;
  presetAmounts: number[];
  processingMinutes: number;
}

const K = toMinorUnits;
const BANK_PRESETS = [K(10_000), K(50_000), K(100_000), K(500_000)];
const WALLET_PRESETS = [K(5_000), K(10_000), K(50_000), K(100_000)];

export const DEMO_CHANNELS: readonly ChannelSeed[] = [
  { code: 'KBZPAY', name: 'KBZPay', type: 'ewallet', min: K(1_000), max: K(500_000), presetAmounts: WALLET_PRESETS, processingMinutes: 5 },
  { code: 'WAVEPAY', name: 'WavePay', type: 'ewallet', min: K(1_000), max: K(500_000), presetAmounts: WALLET_PRESETS, processingMinutes: 5 },
  { code: 'AYAPAY', name: 'AYA Pay', type: 'ewallet', min: K(1_000), max: K(500_000), presetAmounts: WALLET_PRESETS, processingMinutes: 5 },
  {
    code: 'MMQR',
    // The network's own name, as the wallets print it; "QR payment" is the page's label of the type, in
    // the reader's language. A name is shown in every language, so it holds no words.
    name: 'MMQR',
    type: 'qr',
    min: K(5_000),
    max: K(300_000),
    presetAmounts: [K(5_000), K(10_000), K(20_000), K(50_000), K(100_000)],
    processingMinutes: 1,
  },
  { code: 'KBZ_BANK', name: 'KBZ Bank', type: 'bank', min: K(10_000), max: K(5_000_000), presetAmounts: BANK_PRESETS, processingMinutes: 15 },
  { code: 'AYA_BANK', name: 'AYA Bank', type: 'bank', min: K(10_000), max: K(5_000_000), presetAmounts: BANK_PRESETS, processingMinutes: 15 },
  { code: 'CB_BANK', name: 'CB Bank', type: 'bank', min: K(10_000), max: K(5_000_000), presetAmounts: BANK_PRESETS, processingMinutes: 30 },
];

export const BANKS: readonly { code: string; name: string }[] = [
  { code: 'KBZ', name: 'KBZ Bank' },
  { code: 'AYA', name: 'AYA Bank' },
  { code: 'CB', name: 'CB Bank' },
  { code: 'YOMA', name: 'Yoma Bank' },
  { code: 'AGD', name: 'AGD Bank' },
  { code: 'MAB', name: 'Myanma Apex Bank' },
  { code: 'UAB', name: 'UAB Bank' },
  { code: 'KBZPAY', name: 'KBZPay' },
  { code: 'WAVEPAY', name: 'WavePay' },
  { code: 'AYAPAY', name: 'AYA Pay' },
];

/** The demo player's bank card and payment password (api/README.md, demo accounts). */
export const DEMO_BANK_CARD = { bankCode: 'KBZ', accountName: 'Demo Player', accountNumber: '0123456789012' } as const;
export const DEMO_PAYMENT_PASSWORD = '246810';
