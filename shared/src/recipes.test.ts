import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from './contracts/delivery/remotes';

/*
 * ARCHITECTURE.md's "Where a new thing goes" recipes, walked through against the repository: every
 * place a recipe names exists, and every part the recipe says follows it does. A recipe that names a
 * file no longer there, or a part that stopped reading the one list, fails here, not in a newcomer's
 * first afternoon.
 */

const ROOT = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const dirs = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** One recipe's text: from its bold title to the next recipe or section. */
function recipe(title: string): string {
  const text = read('ARCHITECTURE.md');
  const start = text.indexOf(`- **${title}**`);
  if (start < 0) throw new Error(`ARCHITECTURE.md has no recipe "${title}"`);
  const rest = text.slice(start + 1);
  const ends = [rest.indexOf('\n- **'), rest.indexOf('\n## ')].filter((at) => at >= 0);
  return rest.slice(0, Math.min(...ends));
}

const APPS = ['shell', ...REMOTES.map((remote) => remote.name)];
const workspaces: string[] = JSON.parse(read('package.json')).workspaces;

describe('the "new call" recipe', () => {
  const text = recipe('A new call');
  const contractDomains = dirs('shared/src/contracts').filter((domain) => existsSync(path.join(ROOT, 'shared/src/contracts', domain, 'endpoints.ts')));

  it('names the places a call is declared, bound and documented', () => {
    for (const named of ['schemas.ts', 'endpoints.ts', 'contracts/schemas.ts', 'index.ts', 'route(app, ctx, endpoint, handler)', 'npm run route-map', 'http.call(endpoint']) {
      expect(text).toContain(named);
    }
    expect(JSON.parse(read('package.json')).scripts['route-map']).toBeDefined();
  });

  it.each(contractDomains)('the contract domain %s has its schemas and is registered where the recipe says', (domain) => {
    expect(existsSync(path.join(ROOT, 'shared/src/contracts', domain, 'schemas.ts'))).toBe(true);
    for (const registry of ['shared/src/contracts/endpoints.ts', 'shared/src/contracts/schemas.ts', 'shared/src/contracts/index.ts']) {
      expect({ registry, registers: read(registry).includes(`./${domain}`) }).toEqual({ registry, registers: true });
    }
  });

  it('every API domain with routes has the door and the route file the recipe names', () => {
    const missing = dirs('api/src')
      .filter((domain) => existsSync(path.join(ROOT, 'api/src', domain, 'routes.ts')))
      .filter((domain) => !existsSync(path.join(ROOT, 'api/src', domain, 'index.ts')));
    expect(missing).toEqual([]);
  });
});

describe('the "new page" recipe', () => {
  const text = recipe('A new page of a remote');

  it('names the feature folder, its door, its texts, its route and the toolkit', () => {
    for (const named of ['index.ts', 'locales/{my,en,cn}.json', 'i18n.ts', 'App.tsx', 'useQuery', 'useForm', '@portal/shared/testing']) {
      expect(text).toContain(named);
    }
  });

  it.each(APPS)('every feature of %s is entered through its index.ts and has its texts in the three languages', (app) => {
    const features = path.join(app, 'src', 'features');
    const problems: string[] = [];
    for (const feature of existsSync(path.join(ROOT, features)) ? dirs(features) : []) {
      const folder = path.join(features, feature);
      if (!existsSync(path.join(ROOT, folder, 'index.ts')) && !existsSync(path.join(ROOT, folder, 'index.tsx'))) problems.push(`${folder}: no index.ts`);
      const locales = path.join(ROOT, folder, 'locales');
      if (existsSync(locales)) {
        for (const language of ['my', 'en', 'cn']) if (!existsSync(path.join(locales, `${language}.json`))) problems.push(`${folder}: no locales/${language}.json`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the "new remote" recipe', () => {
  const text = recipe('A new remote');

  it('names the one list, and the list is exactly the remote workspaces', () => {
    expect(text).toContain('shared/src/contracts/delivery/remotes.ts');
    expect(REMOTES.map((remote) => remote.name).sort()).toEqual(workspaces.filter((ws) => ws.startsWith('mfe-')).sort());
  });

  it.each(REMOTES.map((remote) => remote.name))("%s's webpack config is the same three lines, its own name", (name) => {
    const template = read('mfe-lottery/webpack.config.js').replaceAll('mfe-lottery', '<name>');
    expect(read(`${name}/webpack.config.js`).replaceAll(name, '<name>')).toBe(template);
  });

  // Each part the recipe says reads the list, and the file where it does.
  const READERS: [part: string, file: string, reads: RegExp][] = [
    ['registry', 'api/src/delivery/registry.ts', /REMOTE_NAMES|REMOTES/],
    ["shell's route table", 'shell/src/app/routes.tsx', /REMOTES/],
    ['webpack config', 'mfe-lottery/webpack.config.js', /scripts\/remotes\.cjs/],
    ['dev', 'scripts/dev.mjs', /REMOTE_FACTS/],
    ['start', 'scripts/portal.mjs', /\.\/remotes\.cjs/],
    ['release', 'scripts/release.mjs', /APPS/],
    ['lint', 'eslint.config.mjs', /scripts\/remotes\.cjs/],
    ['jest', 'jest.config.js', /workspaces/],
    ['e2e support', 'e2e/support/untranslated.ts', /REMOTE_NAMES/],
  ];

  it.each(READERS)('the %s reads the one list (%s)', (part, file, reads) => {
    expect(text).toContain(part);
    expect(read(file)).toMatch(reads);
  });

  it('every app has its line in releases/live.json, the last step of the recipe', () => {
    expect(text).toContain('releases/live.json');
    expect(Object.keys(JSON.parse(read('releases/live.json'))).filter((key) => key !== '//').sort()).toEqual([...APPS].sort());
  });
});
