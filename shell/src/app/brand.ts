import { storage, STORAGE_KEYS } from '@portal/shared';

declare const __MERCHANT_CODE__: string | undefined;

/** Brand config of spec §3: platform WEB, one merchant, MY by default. */
export const BRAND = {
  platform: 'WEB',
  merchantCode: typeof __MERCHANT_CODE__ === 'string' && __MERCHANT_CODE__ ? __MERCHANT_CODE__ : 'DEMO',
} as const;

export function merchantCode(): string {
  return storage.local.get<string>(STORAGE_KEYS.merchant) ?? BRAND.merchantCode;
}

/** The merchant code lives in session and local storage, and survives logout (spec §3, §4). */
export function rememberMerchant(): string {
  const code = merchantCode();
  storage.local.set(STORAGE_KEYS.merchant, code);
  storage.session.set(STORAGE_KEYS.merchant, code);
  return code;
}

/**
 * The footer's badges (spec §2: payment, certification, social and licence images). Brand assets,
 * not data: each site sets its own here.
 */
export const FOOTER_BADGES = {
  payment: ['KBZPay', 'WavePay', 'AYA Pay', 'CB Pay', 'UAB Pay'],
  certification: ['RNG Certified', 'Fair Play', 'SSL Secured'],
  licence: ['Licensed Operator', '18+'],
} as const;
