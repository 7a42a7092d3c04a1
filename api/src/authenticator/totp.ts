import { generateSecret, generateURI, verify } from 'otplib';

/*
 * TOTP as every authenticator app reads it (RFC 6238: SHA-1, 6 digits, 30 s), through otplib. A code
 * is taken from the step before to the step after the server's (±1 step: a phone's clock a little off,
 * a code typed as it changes), never further.
 */

export const TOTP_PERIOD_S = 30;
/** ±1 step, in seconds as otplib takes it. */
const TOLERANCE_S = TOTP_PERIOD_S;

export const CODE_PATTERN = /^\d{6}$/;

export function newSecret(): string {
  return generateSecret();
}

export function otpauthUri(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret, period: TOTP_PERIOD_S, digits: 6, algorithm: 'sha1' });
}

/** The time step the code belongs to, or null when it is not the code of the window around `nowMs` (the server's clock). */
export async function matchStep(secret: string, code: string, nowMs: number): Promise<number | null> {
  if (!CODE_PATTERN.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epoch: Math.floor(nowMs / 1000), epochTolerance: TOLERANCE_S, period: TOTP_PERIOD_S });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
