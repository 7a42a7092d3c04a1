import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendCookie } from '../http/cookies';

export { readCookie } from '../http/cookies';

/*
 * The two cookies of delivery: the visitor's id and the browser's override. Both httpOnly (the page
 * never reads them: /remotes.json answers what they mean), SameSite=Lax (an override link opened from
 * a chat app is a top-level navigation, which Lax lets through), for the whole site.
 */

/** Adds a Set-Cookie (several may go on one answer). `maxAgeSeconds` 0 clears the cookie. */
export function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAgeSeconds: number): void {
  appendCookie(request, reply, name, value, { path: '/', maxAgeSeconds, sameSite: 'Lax' });
}
