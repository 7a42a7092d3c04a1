// A player's API client as the front end makes its calls: the contract's headers, E calls sealed with
// WebCrypto (RSA-OAEP-256 wraps a fresh AES-256-GCM key), and the member event stream read frame by frame.
import { webcrypto } from 'node:crypto';
import { HEADERS } from '../bench/api-process.mjs';

const { subtle } = webcrypto;
const rsaKeys = new Map();

function rsaKey(url) {
  if (!rsaKeys.has(url)) {
    rsaKeys.set(
      url,
      (async () => {
        const key = await (await fetch(`${url}/wps/session/key/rsa`, { headers: HEADERS })).json();
        return subtle.importKey('spki', Buffer.from(key.value, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
      })(),
    );
  }
  return rsaKeys.get(url);
}

async function seal(url, payload) {
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const sealed = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, Buffer.from(JSON.stringify(payload), 'utf8'));
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, await rsaKey(url), await subtle.exportKey('raw', aes));
  return { encryption: Buffer.from(wrapped).toString('base64'), value: Buffer.concat([Buffer.from(iv), Buffer.from(sealed)]).toString('base64') };
}

export class CallError extends Error {}

/**
 * One call; resolves to the envelope's value. Anything but a 2xx answer (or a 3xx when `redirect`) is
 * a CallError. `sealed`: an E call; `admin`: the ops token; `form`: a form post.
 */
export async function call(url, method, pathAndQuery, { token, body, sealed, admin, form, redirect, timeoutMs = 30_000 } = {}) {
  const headers = { ...HEADERS, ...(token ? { Authorization: token } : {}), ...(admin ? { 'Admin-Token': admin } : {}) };
  let payload;
  if (form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body).toString();
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    if (sealed) {
      const box = await seal(url, body);
      headers.Encryption = box.encryption;
      payload = JSON.stringify({ value: box.value });
    } else payload = JSON.stringify(body);
  }
  const response = await fetch(`${url}${pathAndQuery}`, { method, headers, body: payload, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  if (redirect && response.status >= 300 && response.status < 400) {
    await response.arrayBuffer();
    return null;
  }
  const text = await response.text();
  if (response.status < 200 || response.status >= 300) throw new CallError(`${method} ${pathAndQuery.split('?')[0]}: ${response.status} ${text.slice(0, 200)}`);
  const answer = text ? JSON.parse(text) : null;
  if (answer && answer.success === false) throw new CallError(`${method} ${pathAndQuery.split('?')[0]}: ${text.slice(0, 200)}`);
  return answer?.value;
}

/**
 * A member event stream. `onFrame({ id, event, data, at })` for each frame; `closed` settles when the
 * stream ends (`reason`: 'closed' by us, 'ended' by the server, or the error).
 */
export async function openStream(url, ticket, { lastEventId = null, onFrame }) {
  const abort = new AbortController();
  const query = `ticket=${encodeURIComponent(ticket)}${lastEventId !== null ? `&lastEventId=${lastEventId}` : ''}`;
  const response = await fetch(`${url}/wps/member/events?${query}`, { headers: { ...HEADERS, Accept: 'text/event-stream' }, signal: abort.signal });
  if (response.status !== 200) throw new CallError(`GET /wps/member/events: ${response.status} ${(await response.text()).slice(0, 200)}`);
  let closedByUs = false;
  const closed = (async () => {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'ended';
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const frame = { id: null, event: null, data: null, at: Date.now() };
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) frame.id = Number(line.slice(4));
            else if (line.startsWith('event: ')) frame.event = line.slice(7);
            else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
          }
          if (frame.event) onFrame(frame);
        }
      }
    } catch (error) {
      return closedByUs ? 'closed' : error;
    }
  })();
  return {
    closed,
    close() {
      closedByUs = true;
      abort.abort();
    },
  };
}
