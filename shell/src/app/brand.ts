import { storage, STORAGE_KEYS } from '@portal/shared';

declare const __MERCHANT_CODE__: string | undefined;

/** Brand config of spec §3: platform WEB, one merchant, MY by default. */
export const BRAND = {
  platform: 'WEB',
  merchantCode: typeof __MERCHANT_CODE__ === 'string' && __MERCHANT_CODE__ ? __MERCHANT_CODE__ : 'DEMO',
} as const;

/** The merchant code lives in session and local storage, and survives logout (spec §3, §4). */
export function rememberMerchant(): string {
  const code = storage.local.get<string>(STORAGE_KEYS.merchant) ?? BRAND.merchantCode;
  storage.local.set(STORAGE_KEYS.merchant, code);
  storage.session.set(STORAGE_KEYS.merchant, code);
  return code;
}
