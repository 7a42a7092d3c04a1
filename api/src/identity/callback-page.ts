import { createHash } from 'node:crypto';
import type { IdentityCallbackMessage } from '@portal/shared/contracts';

/*
 * The page the provider sends the popup back to. It hands its result to the window that opened it
 * (the shell, on this origin only) and closes. One fixed script, allowed by its hash; the result rides
 * in a JSON data block, which no browser runs. Without an opener (the page opened in a tab of its
 * own), it says so in the three languages, since it cannot know which one the visitor reads.
 */

// The opener closes this window once the message is in (a window closing itself can be seen closed
// before its message arrives); the page closes itself a moment later in case the opener cannot.
const SCRIPT =
  "(function(){var m=JSON.parse(document.getElementById('identity-result').textContent);" +
  "if(window.opener&&!window.opener.closed){window.opener.postMessage(m,location.origin);setTimeout(function(){window.close();},1500);}" +
  "else{document.getElementById('alone').hidden=false;}})();";

const STYLE = 'body{font-family:system-ui,sans-serif;margin:0;padding:32px 20px;text-align:center;color:#1f2937}p{margin:8px 0}a{color:#0d7fd1}';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export const CALLBACK_CSP = `default-src 'none'; script-src ${hash(SCRIPT)}; style-src ${hash(STYLE)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** JSON that cannot close the data block it sits in. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function callbackPage(message: IdentityCallbackMessage): string {
  return `<!doctype html>
<html lang="my">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Sign-in</title>
<style>${STYLE}</style>
</head>
<body>
<script type="application/json" id="identity-result">${safeJson(message)}</script>
<div id="alone" hidden>
<p lang="my">ဤဝင်းဒိုးကို ပိတ်ပြီး ဆိုက်သို့ ပြန်သွားပါ။</p>
<p lang="en">Close this window and go back to the site.</p>
<p lang="zh">请关闭此窗口并返回网站。</p>
<p><a href="/">Home</a></p>
</div>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
