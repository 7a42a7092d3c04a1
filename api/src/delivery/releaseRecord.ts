import { satisfies, valid, validRange } from 'semver';
import { checkContract, kernelProvided, parseReleaseRecord, servedEndpoints, type Incompatibility } from '@portal/shared/contracts/compat';
import { REMOTES } from '@portal/shared/contracts';
import type { Language } from '../http/messages';
import { translate } from '../http/messages';
import type { ReleaseRefusal } from './release';

/*
 * The second half of a release check: the build's release record (release.json, beside its manifest)
 * against what is live. Its kernel range must hold the kernel the live shell carries, and every
 * endpoint it was built against must still be served compatibly by this API (the compatibility rules:
 * @portal/shared/contracts/compat, docs/wire-contract.md "Delivery of remotes").
 */

/** Contract reasons given one by one; the rest are counted (a renamed domain would list dozens). */
export const CONTRACT_REASONS_SHOWN = 5;

/** The remote's Module Federation name, from the one list of remotes ('' for a name not in it). */
export const federationName = (remote: string) => REMOTES.find((one) => one.name === remote)?.federation ?? '';

/** The words for where a break is: `the answer field list[].amount`, or the part alone. */
function where({ part, at }: Incompatibility): (language: Language) => string {
  return (language) => {
    const partWords = translate(language, `delivery.contract.part.${part === 'endpoint' ? 'answer' : part}`);
    return at === '' ? partWords : translate(language, 'delivery.contract.field', { part: partWords, at });
  };
}

function refusalOf(incompatibility: Incompatibility): ReleaseRefusal {
  const problem = (language: Language) => translate(language, `delivery.contract.problem.${incompatibility.problem}`, { where: where(incompatibility) });
  return { code: 'delivery.contract.incompatible', params: { endpoint: incompatibility.endpoint, at: incompatibility.at, problem } };
}

/**
 * Every reason the build whose release record is `recordText` (null: unreadable) may not go live
 * beside the live shell, whose own record is `shellText`.
 */
export function checkReleaseRecord(remote: string, recordText: string | null, recordUrl: string, shellText: string | null): ReleaseRefusal[] {
  if (recordText === null) return [{ code: 'delivery.release.missing', params: { url: recordUrl } }];
  const record = parseReleaseRecord(recordText);
  if (!record || record.app !== remote || record.name !== federationName(remote) || validRange(record.kernel.requires) === null) {
    return [{ code: 'delivery.release.invalid' }];
  }
  const refusals: ReleaseRefusal[] = [];
  const live = shellText === null ? null : kernelProvided(shellText);
  if (live === null || valid(live) === null) refusals.push({ code: 'delivery.kernel.unknown' });
  // A prerelease shell (1.1.0-rc.1) is what visitors run: it meets a range like any other version.
  else if (!satisfies(live, record.kernel.requires, { includePrerelease: true })) refusals.push({ code: 'delivery.kernel.unmet', params: { requires: record.kernel.requires, live } });
  const breaks = checkContract(record.contract.endpoints, servedEndpoints());
  refusals.push(...breaks.slice(0, CONTRACT_REASONS_SHOWN).map(refusalOf));
  if (breaks.length > CONTRACT_REASONS_SHOWN) refusals.push({ code: 'delivery.contract.more', params: { count: breaks.length - CONTRACT_REASONS_SHOWN } });
  return refusals;
}
