// The local provider's own pages (sign-in, consent, error, sign-out) in the portal's three languages,
// in place of oidc-provider's development pages, which print their "DEBUG information" (the request's
// parameters, the session) and speak English only. Plain HTML and one small stylesheet: readable at
// 360 px, light or dark as the device is, with a Myanmar font where the device has one.

/** The portal's languages, as `ui_locales` and `Accept-Language` name them, and the page's `lang`. */
export const LANGUAGES = { my: 'my', en: 'en', cn: 'zh-CN' };

const TEXTS = {
  en: {
    loginTitle: 'Sign in to Portal ID',
    loginLead: 'The demo provider of this portal: any name with any password signs in.',
    name: 'Name',
    password: 'Password',
    signIn: 'Sign in',
    cancel: 'Cancel',
    nameRequired: 'Enter a name.',
    consentTitle: 'Continue to the portal?',
    consentAs: 'Signed in as {name}.',
    consentLead: 'The portal will receive your name and e-mail address.',
    continue: 'Continue',
    errorTitle: 'The sign-in could not go on',
    errorLead: 'Close this window and try again from the portal.',
    logoutTitle: 'Sign out of Portal ID?',
    signOut: 'Sign out',
    stay: 'Stay signed in',
    loggedOut: 'You are signed out of Portal ID.',
  },
  my: {
    loginTitle: 'Portal ID သို့ ဝင်ရောက်ပါ',
    loginLead: 'ဤပေါ်တယ်၏ နမူနာ ဝန်ဆောင်မှု ဖြစ်သည်။ မည်သည့်အမည်၊ မည်သည့်စကားဝှက်ဖြင့်မဆို ဝင်ရောက်နိုင်ပါသည်။',
    name: 'အမည်',
    password: 'စကားဝှက်',
    signIn: 'ဝင်ရောက်မည်',
    cancel: 'မလုပ်တော့ပါ',
    nameRequired: 'အမည် ထည့်ပါ။',
    consentTitle: 'ပေါ်တယ်သို့ ဆက်သွားမလား။',
    consentAs: '{name} အဖြစ် ဝင်ရောက်ထားသည်။',
    consentLead: 'ပေါ်တယ်သည် သင်၏ အမည်နှင့် အီးမေးလ်လိပ်စာကို ရရှိပါမည်။',
    continue: 'ဆက်လုပ်မည်',
    errorTitle: 'ဝင်ရောက်မှုကို ဆက်လုပ်၍ မရပါ',
    errorLead: 'ဤဝင်းဒိုးကို ပိတ်ပြီး ပေါ်တယ်မှ ထပ်မံကြိုးစားပါ။',
    logoutTitle: 'Portal ID မှ ထွက်မလား။',
    signOut: 'ထွက်မည်',
    stay: 'ဆက်၍ ဝင်ထားမည်',
    loggedOut: 'Portal ID မှ ထွက်ပြီးပါပြီ။',
  },
  cn: {
    loginTitle: '登录 Portal ID',
    loginLead: '本门户的演示登录服务：任意名称和任意密码均可登录。',
    name: '名称',
    password: '密码',
    signIn: '登录',
    cancel: '取消',
    nameRequired: '请输入名称。',
    consentTitle: '继续前往门户？',
    consentAs: '已登录为 {name}。',
    consentLead: '门户将获得您的名称和电子邮箱地址。',
    continue: '继续',
    errorTitle: '无法继续登录',
    errorLead: '请关闭此窗口，然后从门户重试。',
    logoutTitle: '退出 Portal ID？',
    signOut: '退出',
    stay: '保持登录',
    loggedOut: '您已退出 Portal ID。',
  },
};

/**
 * The page's language: the first of `ui_locales` (what the portal sends, its current language) that is
 * ours, else the first of Accept-Language that is, else English.
 */
export function pickLanguage(uiLocales, acceptLanguage) {
  const tags = [...String(uiLocales ?? '').split(/\s+/), ...String(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0])];
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (tag === 'my' || tag.startsWith('my-')) return 'my';
    if (tag === 'zh' || tag.startsWith('zh-') || tag === 'cn') return 'cn';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);
}

const fill = (text, values = {}) => text.replace(/\{(\w+)\}/g, (_, key) => escapeHtml(values[key] ?? ''));

/** No script at all; the one inline stylesheet. */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `
:root { color-scheme: light dark; --bg: #f4f5f7; --card: #fff; --text: #1d2330; --muted: #5b6475; --line: #c9ced8; --accent: #1f5fbf; --accent-text: #fff; --error: #b3261e; }
@media (prefers-color-scheme: dark) { :root { --bg: #12151b; --card: #1c2029; --text: #eceff4; --muted: #a9b1c0; --line: #3a4150; --accent: #6ea2ff; --accent-text: #0b1020; --error: #ff8a80; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--text); font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Myanmar", "Myanmar Text", Padauk, "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif; }
main { width: 100%; max-width: 420px; margin: 0 auto; padding: 24px 16px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 20px 16px; }
.brand { margin: 0 0 12px; font-weight: 700; color: var(--accent); }
h1 { margin: 0 0 8px; font-size: 1.3rem; line-height: 1.4; overflow-wrap: anywhere; }
p { margin: 0 0 16px; color: var(--muted); overflow-wrap: anywhere; }
label { display: block; margin: 0 0 6px; font-weight: 600; }
input[type=text], input[type=password] { display: block; width: 100%; min-height: 44px; margin: 0 0 16px; padding: 8px 12px; border: 1px solid var(--line); border-radius: 8px; background: var(--card); color: var(--text); font: inherit; }
.actions { display: flex; flex-wrap: wrap; gap: 12px; }
button, .button { flex: 1 1 140px; min-height: 44px; padding: 8px 16px; border-radius: 8px; border: 1px solid var(--accent); font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; display: inline-flex; align-items: center; justify-content: center; }
button { background: var(--accent); color: var(--accent-text); }
.button { background: transparent; color: var(--accent); }
.error { color: var(--error); font-weight: 600; }
code { font-size: 0.85rem; color: var(--muted); }
`;

/** A whole page: the language's `lang`, the title, a card. */
export function page(language, title, body) {
  return `<!DOCTYPE html>
<html lang="${LANGUAGES[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main><div class="card"><p class="brand">Portal ID</p>${body}</div></main></body>
</html>`;
}

export function loginPage(language, { submitUrl, abortUrl, login = '', problem = false }) {
  const t = TEXTS[language];
  return page(
    language,
    t.loginTitle,
    `<h1>${escapeHtml(t.loginTitle)}</h1>
<p>${escapeHtml(t.loginLead)}</p>
<form method="post" action="${escapeHtml(submitUrl)}" autocomplete="off">
<input type="hidden" name="prompt" value="login">
<label for="login">${escapeHtml(t.name)}</label>
<input id="login" type="text" name="login" value="${escapeHtml(login)}" autocapitalize="off" autocorrect="off" spellcheck="false" maxlength="64" required${problem ? ' aria-invalid="true" aria-describedby="login-error"' : ''} autofocus>
${problem ? `<p class="error" id="login-error" role="alert">${escapeHtml(t.nameRequired)}</p>` : ''}
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" type="password" name="password" maxlength="128">
<div class="actions"><button type="submit">${escapeHtml(t.signIn)}</button><a class="button" href="${escapeHtml(abortUrl)}">${escapeHtml(t.cancel)}</a></div>
</form>`,
  );
}

export function consentPage(language, { submitUrl, abortUrl, accountId }) {
  const t = TEXTS[language];
  return page(
    language,
    t.consentTitle,
    `<h1>${escapeHtml(t.consentTitle)}</h1>
<p>${fill(t.consentAs, { name: accountId })}</p>
<p>${escapeHtml(t.consentLead)}</p>
<form method="post" action="${escapeHtml(submitUrl)}">
<input type="hidden" name="prompt" value="consent">
<div class="actions"><button type="submit">${escapeHtml(t.continue)}</button><a class="button" href="${escapeHtml(abortUrl)}">${escapeHtml(t.cancel)}</a></div>
</form>`,
  );
}

/** An error: what a person can do, and the protocol's short code (never its description or the request). */
export function errorPage(language, code) {
  const t = TEXTS[language];
  const safeCode = /^[a-z_]{1,64}$/.test(String(code ?? '')) ? `<p><code>${code}</code></p>` : '';
  return page(language, t.errorTitle, `<h1>${escapeHtml(t.errorTitle)}</h1>\n<p>${escapeHtml(t.errorLead)}</p>${safeCode}`);
}

/** The sign-out question (RP-initiated logout); `form` is the library's hidden form, answered by its buttons. */
export function logoutPage(language, form) {
  const t = TEXTS[language];
  return page(
    language,
    t.logoutTitle,
    `<h1>${escapeHtml(t.logoutTitle)}</h1>
${form}
<div class="actions"><button type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(t.signOut)}</button><button type="submit" form="op.logoutForm" class="button">${escapeHtml(t.stay)}</button></div>`,
  );
}

export function loggedOutPage(language) {
  const t = TEXTS[language];
  return page(language, t.loggedOut, `<h1>${escapeHtml(t.loggedOut)}</h1>`);
}
