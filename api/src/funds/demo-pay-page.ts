import { createHash } from 'node:crypto';
import { formatMoney, type DepositStatus } from '@portal/shared/contracts';
import { escapeXml, PORTAL_MYANMAR_FONT_FACES } from '../content';
import type { Language } from '../http/messages';

/*
 * The demo payment provider's checkout page: what a player sees after "Deposit", standing in for the
 * bank's or wallet's own page. Self-contained HTML (one <style> element, no script, no outside
 * resource: the Burmese font is the portal's own) under a strict CSP; the buttons are a plain form POST. Every value is escaped; the only
 * things from the request are the order number (which selected the row, and is escaped anyway) and
 * the language code.
 */

interface PageTexts {
  title: string;
  merchant: string;
  order: string;
  channel: string;
  amount: string;
  expires: string;
  pay: string;
  decline: string;
  note: string;
  back: string;
  notFound: string;
  status: Record<Exclude<DepositStatus, 'pending'>, string>;
}

const TEXTS: Record<Language, PageTexts> = {
  EN: {
    title: 'Demo Pay',
    merchant: 'Merchant',
    order: 'Order',
    channel: 'Pay with',
    amount: 'Amount',
    expires: 'Pay before',
    pay: 'Pay',
    decline: 'Decline',
    note: 'This is a demo payment service: no real money moves. Pay credits the deposit, Decline fails it.',
    back: 'Back to the site',
    notFound: 'This payment order does not exist.',
    status: { credited: 'Paid. The deposit has been credited.', failed: 'Declined. Nothing was paid.', expired: 'This payment order has expired.' },
  },
  MY: {
    title: 'Demo Pay',
    merchant: 'ကုန်သည်',
    order: 'အော်ဒါ',
    channel: 'ပေးချေမည့်နည်းလမ်း',
    amount: 'ငွေပမာဏ',
    expires: 'ပေးချေရမည့် နောက်ဆုံးအချိန်',
    pay: 'ပေးချေမည်',
    decline: 'ငြင်းပယ်မည်',
    note: 'ဤသည်မှာ စမ်းသပ်ငွေပေးချေမှု ဝန်ဆောင်မှုဖြစ်ပြီး ငွေအစစ် မရွှေ့ပါ။ ပေးချေမည်ကို နှိပ်လျှင် ငွေသွင်းမှု ဝင်ရောက်ပြီး ငြင်းပယ်မည်ကို နှိပ်လျှင် မအောင်မြင်ပါ။',
    back: 'ဝဘ်ဆိုက်သို့ ပြန်သွားမည်',
    notFound: 'ဤငွေပေးချေမှု အော်ဒါ မရှိပါ။',
    status: { credited: 'ပေးချေပြီးပါပြီ။ ငွေသွင်းမှု ဝင်ရောက်ပြီးပါပြီ။', failed: 'ငြင်းပယ်ခဲ့သည်။ မည်သည့်ငွေမျှ မပေးချေခဲ့ပါ။', expired: 'ဤငွေပေးချေမှု အော်ဒါ သက်တမ်းကုန်သွားပါပြီ။' },
  },
  CN: {
    title: 'Demo Pay',
    merchant: '商户',
    order: '订单号',
    channel: '支付方式',
    amount: '金额',
    expires: '请在此时间前支付',
    pay: '支付',
    decline: '拒绝',
    note: '这是演示支付服务，不涉及真实资金。点击“支付”存款到账，点击“拒绝”存款失败。',
    back: '返回网站',
    notFound: '该支付订单不存在。',
    status: { credited: '已支付，存款已到账。', failed: '已拒绝，未支付任何款项。', expired: '该支付订单已过期。' },
  },
};

const HTML_LANG: Record<Language, string> = { EN: 'en', MY: 'my', CN: 'zh-Hans' };

export interface DemoPayOrder {
  orderNo: string;
  merchantName: string;
  channelName: string;
  amount: number;
  status: DepositStatus;
  expiresAt: string;
}

// Burmese in the portal's own font, served by the portal ('Portal Myanmar' covers Burmese only, first
// in the stack as in the shell): a system without Myanmar glyphs showed the MY page as boxes.
const STYLE = `
${PORTAL_MYANMAR_FONT_FACES}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
font-family:'Portal Myanmar','Segoe UI',Roboto,'Noto Sans Myanmar','Myanmar Text','Noto Sans SC','PingFang SC',Arial,sans-serif;
background:linear-gradient(135deg,#0f2a4a 0%,#123f6b 55%,#1b6a8f 100%);color:#1d2733}
.card{width:100%;max-width:420px;background:#fff;border-radius:18px;box-shadow:0 20px 50px rgba(0,0,0,.35);overflow:hidden}
.head{padding:20px 24px;background:#f5f8fc;border-bottom:1px solid #e3e9f1;display:flex;align-items:center;gap:12px}
.logo{width:40px;height:40px;border-radius:12px;background:linear-gradient(135deg,#19b38a,#0d7fd1);color:#fff;
font-weight:700;font-size:20px;display:flex;align-items:center;justify-content:center}
.brand{font-weight:700;font-size:18px}.secure{margin-left:auto;font-size:12px;color:#19865f;background:#e3f6ee;padding:4px 10px;border-radius:999px}
.body{padding:24px}
.amount{text-align:center;margin:4px 0 22px}.amount small{display:block;color:#6b7a8c;font-size:13px;margin-bottom:6px}
.amount strong{font-size:34px;letter-spacing:.5px}.amount span{font-size:18px;color:#6b7a8c;margin-right:6px}
dl{margin:0 0 22px;display:grid;grid-template-columns:auto 1fr;gap:10px 16px;font-size:14px}
dt{color:#6b7a8c}dd{margin:0;text-align:right;font-weight:600;word-break:break-all}
form{display:flex;gap:12px}
button{flex:1;border:0;border-radius:12px;padding:14px 10px;font-size:16px;font-weight:700;cursor:pointer;font-family:inherit}
.pay{background:linear-gradient(135deg,#19b38a,#0d9f78);color:#fff}.pay:hover{filter:brightness(1.07)}
.decline{background:#eef2f7;color:#3a4656}.decline:hover{background:#e2e8f0}
.state{padding:14px 16px;border-radius:12px;font-weight:600;margin-bottom:18px;text-align:center}
.state.credited{background:#e3f6ee;color:#136c4d}.state.failed{background:#fdecec;color:#a62b2b}.state.expired{background:#fff4e0;color:#8a5a00}
a.back{display:block;text-align:center;padding:14px;border-radius:12px;background:#0d7fd1;color:#fff;text-decoration:none;font-weight:700}
.note{margin:18px 0 0;font-size:12px;color:#7b8797;line-height:1.5;text-align:center}
`;

/** Only the page's own <style> element, by its hash, and the portal's own font: no other inline style, no script at all. */
export const DEMO_PAY_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; font-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

function page(language: Language, body: string): string {
  const t = TEXTS[language];
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeXml(t.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="card">
<div class="head"><div class="logo">D</div><div class="brand">${escapeXml(t.title)}</div><div class="secure">DEMO</div></div>
<div class="body">
${body}
<p class="note">${escapeXml(t.note)}</p>
</div>
</main>
</body>
</html>
`;
}

/** Myanmar time, as the player reads it: `2025-06-01 14:05 (MMT)`. */
function mmt(iso: string): string {
  const at = new Date(Date.parse(iso) + (6 * 60 + 30) * 60_000).toISOString();
  return `${at.slice(0, 10)} ${at.slice(11, 16)} (MMT)`;
}

export function renderDemoPayPage(order: DemoPayOrder, language: Language, returnUrl: string): string {
  const t = TEXTS[language];
  const rows = [
    [t.merchant, order.merchantName],
    [t.order, order.orderNo],
    [t.channel, order.channelName],
    [t.expires, mmt(order.expiresAt)],
  ]
    .map(([label, value]) => `<dt>${escapeXml(label ?? '')}</dt><dd>${escapeXml(value ?? '')}</dd>`)
    .join('');
  const amount = `<div class="amount"><small>${escapeXml(t.amount)}</small><span>K</span><strong>${escapeXml(formatMoney(order.amount))}</strong></div>`;
  const action =
    order.status === 'pending'
      ? `<form method="post" action="/wps/demo-pay/${escapeXml(order.orderNo)}">
<button class="decline" type="submit" name="decision" value="decline">${escapeXml(t.decline)}</button>
<button class="pay" type="submit" name="decision" value="pay">${escapeXml(t.pay)}</button>
</form>`
      : `<div class="state ${order.status}">${escapeXml(t.status[order.status])}</div><a class="back" href="${escapeXml(returnUrl)}">${escapeXml(t.back)}</a>`;
  return page(language, `${amount}<dl>${rows}</dl>${action}`);
}

export function renderDemoPayNotFound(language: Language): string {
  const t = TEXTS[language];
  return page(language, `<div class="state failed">${escapeXml(t.notFound)}</div><a class="back" href="/">${escapeXml(t.back)}</a>`);
}
