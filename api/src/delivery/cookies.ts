import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * The two cookies of delivery, read and written by hand (the API has no cookie plugin, and these are
 * its only cookies): the visitor's id and the browser's override. Both httpOnly (the page never reads
 * them: /remotes.json answers what they mean), SameSite=Lax (an override link opened from a chat app
 * is a top-level navigation, which Lax lets through), Secure when the page came over HTTPS.
 */

export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Adds a Set-Cookie (several may go on one answer). `maxAgeSeconds` 0 clears the cookie. */
export function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAgeSeconds: number): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'HttpOnly', 'SameSite=Lax'];
  if (request.protocol === 'https') parts.push('Secure');
  const previous = reply.getHeader('set-cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous.map(String) : [String(previous)];
  reply.header('set-cookie', [...list, parts.join('; ')]);
}
