// The provider's sign-in and consent steps, served by this server at /interaction/<uid> (the library
// sends people there: `interactions.url`), with the pages of pages.mjs in the person's language. The
// same forms as the library's development pages had (fields `prompt`, `login`, `password`; cancel at
// /interaction/<uid>/abort), so a person, the API tests and the e2e journey sign in as before: any
// name with any password is an identity of its own.
import { consentPage, errorPage, loginPage, PAGE_CSP, pickLanguage } from './pages.mjs';

const BODY_LIMIT = 16 * 1024;
export const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]{1,128})(\/abort)?$/;

function send(res, status, html) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': PAGE_CSP,
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}

function readForm(req) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        reject(new Error('form too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

/** The consent the person gave: the grant of what the portal asked (scopes and claims). */
async function grantConsent(provider, { grantId, session, params, prompt: { details } }) {
  const grant = grantId ? await provider.Grant.find(grantId) : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  if (details.missingResourceScopes) {
    for (const [indicator, scope] of Object.entries(details.missingResourceScopes)) grant.addResourceScope(indicator, scope.join(' '));
  }
  return grant.save();
}

/** One request to /interaction/<uid>[/abort]: show the step, take its form, or cancel. */
export async function handleInteraction(provider, req, res, uid, abort) {
  let details;
  try {
    details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
  } catch {
    // No interaction of this browser (expired, restarted, another window's): nothing to go on with.
    send(res, 400, errorPage(pickLanguage(null, req.headers['accept-language']), 'invalid_request'));
    return;
  }
  const language = pickLanguage(details.params.ui_locales, req.headers['accept-language']);
  const urls = { submitUrl: `/interaction/${uid}`, abortUrl: `/interaction/${uid}/abort` };
  const step = details.prompt.name;

  if (abort) {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
    return;
  }
  if (req.method === 'GET') {
    if (step === 'login') send(res, 200, loginPage(language, urls));
    else if (step === 'consent') send(res, 200, consentPage(language, { ...urls, accountId: details.session?.accountId ?? '' }));
    else send(res, 501, errorPage(language, 'not_implemented'));
    return;
  }
  if (req.method !== 'POST') {
    send(res, 405, errorPage(language, 'invalid_request'));
    return;
  }
  const form = await readForm(req);
  if (form.get('prompt') === 'login' && step === 'login') {
    const login = (form.get('login') ?? '').trim().slice(0, 64);
    if (login === '') {
      send(res, 400, loginPage(language, { ...urls, problem: true }));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
  } else if (form.get('prompt') === 'consent' && step === 'consent') {
    await provider.interactionFinished(req, res, { consent: { grantId: await grantConsent(provider, details) } }, { mergeWithLastSubmission: true });
  } else {
    send(res, 400, errorPage(language, 'invalid_request'));
  }
}

export { send as sendPage };
