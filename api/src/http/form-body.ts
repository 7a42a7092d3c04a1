import type { FastifyInstance } from 'fastify';

/** Form posts are small; anything bigger is not a form this API takes. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * `application/x-www-form-urlencoded` bodies (spec §7: the forgot-password call is a form-encoded
 * POST), parsed with URLSearchParams into a flat object of strings; the route's schema then validates
 * it like JSON. A repeated name keeps its last value. (@fastify/formbody does the same; this is the
 * whole of what we need from it.)
 */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(body as string)) fields[name] = value;
    done(null, fields);
  });
}
