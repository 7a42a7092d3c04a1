import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { memberByAffiliateCode } from '../member';
import { findLinkByCode } from './link-queries';

/*
 * Invitation codes drawn by the server: a sub-agent's own code (opened by its agent or registered
 * through an agent link) and every invite link's code. Both live in one namespace, the one a
 * registration's `affiliateCode` is looked up in (service.ts `findInvitation`), so a new code is drawn
 * against both tables. 8 characters of a 31-letter alphabet without the look-alikes (0/O, 1/I/L) are
 * ~2^40 codes: the draw all but never meets a used one, and the unique indexes catch the race of two
 * equal draws (the losing request fails; it is not worth a retry loop across transactions).
 */

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;
const TRIES = 5;

/** A sub-agent's own code starts `AG` like the seeded agents' (AG1001); a link's starts `L`. */
export type CodePrefix = 'AG' | 'L';

function draw(prefix: CodePrefix): string {
  let code = prefix;
  // A CSPRNG: a code is a capability (it puts accounts under an agent), so it must not be guessable.
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** An invitation code used by no agent and no link of the merchant. */
export async function newInvitationCode(db: Kysely<Database>, merchantId: number, prefix: CodePrefix): Promise<string> {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const code = draw(prefix);
    if (!(await memberByAffiliateCode(db, merchantId, code)) && !(await findLinkByCode(db, merchantId, code))) return code;
  }
  throw new Error('no free invitation code after several draws');
}
