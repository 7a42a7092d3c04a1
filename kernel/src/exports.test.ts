import * as kernel from '.';
import exportsFile from '../exports.json';
import pkg from '../package.json';

// The build's kernel range comes from this list (scripts/webpack/release-record.cjs): a build that
// imports an export missing here fails, and one whose version is wrong asks the live shell for too
// little (a page that breaks) or too much (a release refused for nothing).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { requiredKernel } = require('../../scripts/webpack/release-record.cjs') as { requiredKernel: (imports: Iterable<string>, since: Record<string, string>, version: string) => string };

const since: Record<string, string> = exportsFile.since;
const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;
const parts = (version: string) => SEMVER.exec(version)!.slice(1).map(Number);
const notAfter = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i]! < y[i]!;
  return true;
};

describe('the kernel names the version of every export', () => {
  it('lists exactly the runtime exports of its index, each with the version it appeared in', () => {
    expect(Object.keys(since).sort()).toEqual(Object.keys(kernel).sort());
    for (const [name, version] of Object.entries(since)) {
      expect({ name, version: SEMVER.test(version) }).toEqual({ name, version: true });
      expect({ name, released: notAfter(version, pkg.version) }).toEqual({ name, released: true });
    }
  });

  it('a build requires the lowest kernel that has every export it imports', () => {
    const table = { bus: '1.0.0', http: '1.0.0', later: '1.2.0', middle: '1.1.0' };
    expect(requiredKernel(['bus', 'http'], table, '1.2.0')).toBe('^1.0.0');
    expect(requiredKernel(['bus', 'middle'], table, '1.2.0')).toBe('^1.1.0');
    expect(requiredKernel(['later', 'middle'], table, '1.2.0')).toBe('^1.2.0');
    // A namespace import may use anything: today's kernel.
    expect(requiredKernel(['*'], table, '1.2.0')).toBe('^1.2.0');
    expect(() => requiredKernel(['missing'], table, '1.2.0')).toThrow(/no export 'missing'/);
  });
});
