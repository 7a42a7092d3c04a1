/** @jest-environment node */
import { webcrypto } from 'node:crypto';
import { decryptCustomerService } from './customerService';

async function seal(text: string, merchant: string): Promise<string> {
  const raw = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(`portal-cs:${merchant}`));
  const key = await webcrypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await webcrypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text)));
  return Buffer.concat([iv, sealed]).toString('base64');
}

test('paths sealed by the server open with the merchant key; anything else is dropped', async () => {
  const links = [
    { csType: 'LIVECHAT', title: 'Live chat', path: await seal('https://chat.example/room', 'DEMO') },
    { csType: 'TELEGRAM', title: 'Telegram', path: await seal('https://t.me/demo', 'OTHER') },
    { csType: 'WHATSAPP', title: 'WhatsApp', path: 'not-encrypted' },
    { csType: 'FACEBOOK', title: 'Facebook', path: await seal('javascript:alert(1)', 'DEMO') },
  ];
  expect(await decryptCustomerService(links, 'DEMO')).toEqual([{ csType: 'LIVECHAT', title: 'Live chat', path: 'https://chat.example/room' }]);
});
