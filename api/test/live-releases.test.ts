import { readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfies } from 'semver';
import { REMOTE_NAMES } from '@portal/shared/contracts';
import { checkContract, kernelProvided, parseReleaseRecord, servedEndpoints, type EndpointFacts, type ReleaseRecord } from '@portal/shared/contracts/compat';

/*
 * Today's API against every build the registry runs or may roll back to (releases/live.json names
 * them; releases/<app>/<version>.json are their records, kept by scripts/release.mjs): a change of the
 * contract that would break one of them fails here, before it ships, with the endpoint and field.
 */
const RELEASES = path.join(__dirname, '..', '..', 'releases');
type Live = Record<string, { stable: string; canary: string | null; rollback: string | null }>;
const live = JSON.parse(readFileSync(path.join(RELEASES, 'live.json'), 'utf8')) as Live;
const recordText = (app: string, version: string) => readFileSync(path.join(RELEASES, app, `${version}.json`), 'utf8');
const versionsOf = (app: string) => [live[app]!.stable, live[app]!.canary, live[app]!.rollback].filter((version): version is string => !!version);
const record = (app: string, version: string): ReleaseRecord => {
  const parsed = parseReleaseRecord(recordText(app, version));
  if (!parsed) throw new Error(`releases/${app}/${version}.json is not a release record`);
  return parsed;
};
const liveBuilds = REMOTE_NAMES.flatMap((remote) => versionsOf(remote).map((version) => [remote, version] as const));

describe('the builds the registry runs keep working with today\'s API', () => {
  it('names the shell and every remote', () => {
    expect(Object.keys(live).filter((key) => key !== '//').sort()).toEqual(['shell', ...REMOTE_NAMES].sort());
    expect(liveBuilds.length).toBeGreaterThanOrEqual(REMOTE_NAMES.length);
  });

  it.each(liveBuilds)('%s %s: every call it makes is still served compatibly', (remote, version) => {
    const built = record(remote, version);
    expect({ app: built.app, version: built.version }).toEqual({ app: remote, version });
    expect(built.contract.endpoints.length).toBeGreaterThan(0);
    expect(checkContract(built.contract.endpoints, servedEndpoints())).toEqual([]);
  });

  it.each(liveBuilds)('%s %s: runs on the kernel of every live shell', (remote, version) => {
    const requires = record(remote, version).kernel.requires;
    for (const shell of versionsOf('shell')) {
      const provides = kernelProvided(recordText('shell', shell));
      expect({ shell, provides, satisfied: !!provides && satisfies(provides, requires, { includePrerelease: true }) }).toEqual({ shell, provides, satisfied: true });
    }
  });

  it('the shell\'s own calls are still served compatibly', () => {
    for (const version of versionsOf('shell')) {
      const shell = JSON.parse(recordText('shell', version)) as { app: string; contract: { endpoints: EndpointFacts[] } };
      expect(shell.app).toBe('shell');
      expect(checkContract(shell.contract.endpoints, servedEndpoints())).toEqual([]);
    }
  });

  it('fails on an API change that removes an answer field a live remote reads', () => {
    // The API as it would be with one field of a live lottery call's answer removed.
    const lottery = record('mfe-lottery', live['mfe-lottery']!.stable);
    const target = lottery.contract.endpoints.find((endpoint) => {
      const schema = endpoint.answer.schema as { properties?: Record<string, unknown> };
      return schema.properties && Object.keys(schema.properties).length > 1;
    });
    if (!target) throw new Error('no lottery call with an object answer');
    const key = `${target.method} ${target.path}`;
    const today = servedEndpoints().get(key)!;
    const answer = structuredClone(today.answer.schema) as { properties: Record<string, unknown>; required?: string[] };
    const field = Object.keys(answer.properties)[0]!;
    delete answer.properties[field];
    answer.required = answer.required?.filter((name) => name !== field);
    const changed = new Map(servedEndpoints());
    changed.set(key, { ...today, answer: { fingerprint: 'changed', schema: answer } });

    expect(checkContract(lottery.contract.endpoints, changed)).toEqual([expect.objectContaining({ endpoint: key, part: 'answer', at: field, problem: 'removed' })]);
  });
});
