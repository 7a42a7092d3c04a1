// The first pages a signed-in visitor opens: a member's home and deposit page, the agent's centre. Each
// is opened signed in as the demo accounts (README, "Quick start"): logged in through the API as the
// browser does (an E call), the session then given to the page in its address (`?token=`, as the app's
// links do, spec §4), since Lighthouse starts every run with empty storage. Measured like the guest's
// `/`: the JS sent until the page is shown and the network quiet (bytes as served), and Lighthouse's
// mobile preset (median of 3).
import { login } from './api-process.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { measureLighthouse } from './lighthouse.mjs';

const MEMBER = { username: 'demo', password: 'Demo1234' };
const AGENT = { username: 'agent01', password: 'Agent1234' };

/** `id` names the page's budgets (`firstLoadJs<id>`, `lighthouse<id>`); `remote` is the remote that draws it. */
export const SIGNED_IN_PAGES = [
  { id: 'MemberHome', page: '/ (member demo)', path: '/', account: MEMBER },
  { id: 'Deposit', page: '/member/depositv2 (member demo)', path: '/member/depositv2', remote: 'mfe-member', account: MEMBER },
  { id: 'AgentHome', page: '/agentHome (agent agent01)', path: '/agentHome', remote: 'mfe-agent', account: AGENT },
];

/** Each page's first-load weight and, unless `lighthouse` is false, its Lighthouse figures. */
export async function measureSignedIn(url, { lighthouse = true } = {}) {
  const results = [];
  for (const page of SIGNED_IN_PAGES) {
    const token = await login('signed-in pages', url, page.account.username, page.account.password);
    const weight = await measureFirstLoad(url, { runs: 1, path: page.path, token, remote: page.remote, later: false });
    const lh = lighthouse ? await measureLighthouse(`${url}${page.path}?token=${encodeURIComponent(token)}`) : null;
    results.push({ id: page.id, page: page.page, js: weight.js, requests: weight.requests, reactCopies: weight.reactCopies, scripts: weight.scripts, lighthouse: lh });
  }
  return results;
}

/** The budget values of `measureSignedIn`'s results, by budget id. */
export function signedInBudgetValues(results) {
  const values = {};
  for (const r of results) {
    values[`firstLoadJs${r.id}`] = r.js;
    if (r.lighthouse) values[`lighthouse${r.id}`] = r.lighthouse.score;
  }
  return values;
}

export function printSignedIn(results) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\n| signed in, first load (a phone: 412x823) | JS until quiet (as served) | Lighthouse mobile: score | LCP | TBT | CLS | scores seen |\n|---|---|---|---|---|---|---|');
  for (const r of results) {
    const l = r.lighthouse;
    console.log(`| ${r.page} | ${kb(r.js)} in ${r.requests} scripts | ${l ? `${l.score} | ${l.lcpMs} ms | ${l.tbtMs} ms | ${l.cls} | ${l.scores.join(', ')}` : '– | – | – | – | –'} |`);
  }
}
