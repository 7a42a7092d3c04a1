import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Cookies read and written by hand (the API has no cookie plugin and few cookies): the operator
 * session's, and delivery's two (api/src/delivery/cookies.ts names their options).
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

export interface CookieOptions {
  path: string;
  /** 0 clears the cookie. */
  maxAgeSeconds: number;
  sameSite: 'Strict' | 'Lax';
}

/** Adds a Set-Cookie (several may go on one answer): httpOnly always, Secure when the call came over HTTPS. */
export function appendCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`, 'HttpOnly', `SameSite=${options.sameSite}`];
  if (request.protocol === 'https') parts.push('Secure');
  const previous = reply.getHeader('set-cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous.map(String) : [String(previous)];
  reply.header('set-cookie', [...list, parts.join('; ')]);
}
