import { createHash } from 'node:crypto';
import { CHAT_MESSAGE_MAX } from '@portal/shared/contracts';
import { escapeXml } from '../content';
import type { Language } from '../http/messages';
import type { ChatLine } from './service';

/*
 * The chat page at `chatUrl`: self-contained HTML in the chat's language (one <style> element, no
 * script, no outside resource) under a strict CSP, like the demo payment page. Writing is a plain form
 * POST answered by a redirect back (so a reload never sends twice). Every value is escaped.
 */

interface PageTexts {
  title: string;
  ticket: string;
  online: string;
  offline: (at: string) => string;
  you: string;
  desk: string;
  empty: string;
  label: string;
  send: string;
  hint: string;
}

const TEXTS: Record<Language, PageTexts> = {
  EN: {
    title: 'Customer service',
    ticket: 'Ticket',
    online: 'Online now',
    offline: (at) => `Offline, opens at ${at} (Myanmar time)`,
    you: 'You',
    desk: 'Customer service',
    empty: 'Write your question below; we answer in this window.',
    label: 'Your message',
    send: 'Send',
    hint: `Up to ${CHAT_MESSAGE_MAX} characters. Never send your password or payment password.`,
  },
  MY: {
    title: 'ဖောက်သည်ဝန်ဆောင်မှု',
    ticket: 'လက်မှတ်',
    online: 'ယခု အွန်လိုင်း',
    offline: (at) => `အော့ဖ်လိုင်း၊ ${at} (မြန်မာစံတော်ချိန်) တွင် ဖွင့်ပါမည်`,
    you: 'သင်',
    desk: 'ဖောက်သည်ဝန်ဆောင်မှု',
    empty: 'သင့်မေးခွန်းကို အောက်တွင် ရေးပါ၊ ဤဝင်းဒိုးတွင် ပြန်ဖြေပါမည်။',
    label: 'သင့်စာ',
    send: 'ပို့မည်',
    hint: `စာလုံး ${CHAT_MESSAGE_MAX} လုံးအထိ။ သင့်စကားဝှက် သို့မဟုတ် ငွေပေးချေမှု စကားဝှက်ကို ဘယ်တော့မှ မပို့ပါနှင့်။`,
  },
  CN: {
    title: '在线客服',
    ticket: '工单',
    online: '在线',
    offline: (at) => `离线，${at}（缅甸时间）上班`,
    you: '我',
    desk: '客服',
    empty: '请在下方输入您的问题，我们会在此窗口回复。',
    label: '您的留言',
    send: '发送',
    hint: `最多${CHAT_MESSAGE_MAX}个字符。切勿发送您的登录密码或支付密码。`,
  },
};

const HTML_LANG: Record<Language, string> = { EN: 'en', MY: 'my', CN: 'zh-Hans' };

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;justify-content:center;padding:12px;
font-family:'Segoe UI',Roboto,'Noto Sans Myanmar','Myanmar Text','Noto Sans SC','PingFang SC',Arial,sans-serif;background:#0f1d2e;color:#1d2733}
main{width:100%;max-width:560px;background:#fff;border-radius:16px;overflow:hidden;display:flex;flex-direction:column}
header{padding:14px 16px;background:#123f6b;color:#fff}
h1{margin:0;font-size:18px}
.meta{margin:6px 0 0;font-size:13px;display:flex;flex-wrap:wrap;gap:6px 12px}
.on{color:#9ff0c9}.off{color:#ffd591}
ol{list-style:none;margin:0;padding:16px;display:flex;flex-direction:column;gap:10px;min-height:200px}
li{max-width:85%;padding:10px 12px;border-radius:12px;line-height:1.5;word-wrap:break-word;white-space:pre-wrap}
li.visitor{align-self:flex-end;background:#0d6fb8;color:#fff}
li.desk{align-self:flex-start;background:#eef2f7;color:#1d2733}
li b{display:block;font-size:12px;opacity:.85}
.empty{color:#4a5868;text-align:center;align-self:center;background:none}
form{border-top:1px solid #e3e9f1;padding:12px 16px 16px;display:flex;flex-direction:column;gap:8px}
label{font-weight:600;font-size:14px}
textarea{width:100%;min-height:88px;font:inherit;font-size:16px;padding:10px;border:1px solid #8a97a8;border-radius:10px;resize:vertical}
.hint{margin:0;font-size:12px;color:#4a5868}
.error{margin:0;font-size:14px;color:#a62b2b;font-weight:600}
button{min-height:44px;border:0;border-radius:10px;background:#0d6fb8;color:#fff;font:inherit;font-weight:700;font-size:16px;cursor:pointer}
.state{padding:24px 16px;text-align:center;font-weight:600;color:#a62b2b}
`;

/** Only the page's own <style> element, by its hash: no other inline style, no script at all. */
export const CHAT_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'`;

/** Myanmar time of a stored instant, `HH:mm`. */
function siteTime(iso: string): string {
  return new Date(Date.parse(iso) + (6 * 60 + 30) * 60_000).toISOString().slice(11, 16);
}

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${escapeXml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface ChatView {
  path: string;
  deskName: string;
  online: boolean;
  opensAt: string;
  ticketNo: string | null;
  lines: ChatLine[];
  /** A localized refusal of the last message, shown under the field. */
  error?: string;
  /** What the visitor had typed, kept after a refusal. */
  draft?: string;
}

export function renderChatPage(view: ChatView, language: Language): string {
  const t = TEXTS[language];
  const status = view.online ? `<span class="on">${escapeXml(t.online)}</span>` : `<span class="off">${escapeXml(t.offline(view.opensAt))}</span>`;
  const ticket = view.ticketNo ? `<span>${escapeXml(t.ticket)}: <strong data-ticket>${escapeXml(view.ticketNo)}</strong></span>` : '';
  const lines = view.lines.length
    ? view.lines
        .map((line) => `<li class="${line.sender}"><b>${escapeXml(line.sender === 'desk' ? t.desk : t.you)} · ${siteTime(line.createdAt)}</b>${escapeXml(line.body)}</li>`)
        .join('\n')
    : `<li class="empty">${escapeXml(t.empty)}</li>`;
  const error = view.error ? `<p class="error" id="message-error" role="alert">${escapeXml(view.error)}</p>` : '';
  const described = view.error ? 'message-hint message-error' : 'message-hint';
  return page(
    language,
    `${view.deskName} · ${t.title}`,
    `<header><h1>${escapeXml(view.deskName)}</h1><p class="meta">${status}${ticket}</p></header>
<ol aria-live="polite">
${lines}
</ol>
<form method="post" action="${escapeXml(view.path)}">
<label for="message">${escapeXml(t.label)}</label>
<textarea id="message" name="message" maxlength="${CHAT_MESSAGE_MAX}" required aria-describedby="${described}">${escapeXml(view.draft ?? '')}</textarea>
<p class="hint" id="message-hint">${escapeXml(t.hint)}</p>
${error}
<button type="submit">${escapeXml(t.send)}</button>
</form>`,
  );
}

/** A chat that cannot be shown (unknown, ended, another browser's): the localized reason. */
export function renderChatRefusal(language: Language, message: string): string {
  return page(language, TEXTS[language].title, `<header><h1>${escapeXml(TEXTS[language].title)}</h1></header><p class="state" role="alert">${escapeXml(message)}</p>`);
}
