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
 * This browser's own id, made once and kept (the `Device-Id` header): the API gives a "one per device"
 * promotion to one account of a browser. Random, so it says nothing about the person.
 */
export function rememberDeviceId(): string {
  const known = storage.local.get<string>(STORAGE_KEYS.deviceId);
  if (typeof known === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
  // getRandomValues works outside secure contexts too (randomUUID does not).
  const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  storage.local.set(STORAGE_KEYS.deviceId, made);
  return made;
}

/**
 * The footer's pictures (spec §2: payment, certification and licence images), by name: each is
 * `/wps/asset/badge/<name>.svg`, a brand asset drawn in the repo (api/media/badges), its alt text the
 * shell's `footer.badge.<name>`. Each site sets its own here.
 */
export const FOOTER_BADGES = {
  payment: ['kbzpay', 'wavepay', 'ayapay', 'cbpay', 'uabpay'],
  certification: ['rng-certified', 'fair-play', 'ssl-secured'],
  licence: ['licensed-operator', 'responsible-gaming'],
} as const;
