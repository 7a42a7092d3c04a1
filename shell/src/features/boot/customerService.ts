import type { CustomerServiceLink } from '@portal/shared/contracts';

const decoder = new TextDecoder();

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function keyFor(merchant: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`portal-cs:${merchant}`));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
}

/**
 * Customer-service paths come encrypted (wire contract): base64(iv ‖ AES-GCM ciphertext ‖ tag) under
 * a key derived from the merchant code. It keeps the links out of scrapers' plain view; a path that
 * does not decrypt is dropped rather than shown broken.
 */
export async function decryptCustomerService(links: CustomerServiceLink[], merchant: string): Promise<CustomerServiceLink[]> {
  const key = await keyFor(merchant);
  const opened = await Promise.all(
    links.map(async (link) => {
      try {
        const sealed = fromBase64(link.path);
        const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.slice(0, 12) }, key, sealed.slice(12));
        return { ...link, path: decoder.decode(plain) };
      } catch {
        return null;
      }
    }),
  );
  return opened.filter((link): link is CustomerServiceLink => link !== null && /^https?:\/\//.test(link.path));
}

/**
 * The outside channels a visitor is offered (the side menu, the customer-service popup), in the site's
 * order, from the site settings. Live chat is not among them: it is the site's own chat (its desks in
 * the customer-service popup), whatever link a LIVECHAT entry of the settings holds.
 */
const SERVICE_TYPES = ['FACEBOOK', 'TELEGRAM', 'WHATSAPP'];
/**
 * Each channel's label in the interface language: the back office's `title` is one language for every
 * visitor ("Live chat 24/7" in the Burmese UI). Facebook is a brand name, the same everywhere.
 */
const SERVICE_LABELS: Record<string, string> = { LIVECHAT: 'floating.livechat', TELEGRAM: 'floating.telegram', WHATSAPP: 'floating.whatsapp' };
export const serviceLabel = (csType: string): string | undefined => SERVICE_LABELS[csType];
export const serviceChannels = (links: readonly CustomerServiceLink[]): CustomerServiceLink[] => links.filter((cs) => SERVICE_TYPES.includes(cs.csType));
