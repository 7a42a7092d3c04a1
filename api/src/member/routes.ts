import type { FastifyInstance, FastifyReply } from 'fastify';
import { AVATAR_MAX_BYTES, identityRegister, memberIcon, memberInfo as memberInfoEndpoint, register as registerEndpoint, registerByMobile as registerByMobileEndpoint, setMemberLanguage } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, sessionOf } from '../http/request-context';
import { languageOf } from '../http/language';
import { route } from '../http/route';
import { vipFlags } from '../vip';
import { notFound } from '../http/api-error';
import { IMMUTABLE } from '../web';
import { AVATAR_PATH, avatarUrlOf, presetPicture, setAvatar, uploadedAvatar } from './avatar';
import { register, registerByMobile, registerWithIdentity } from '../registration';
import { memberInfo, setLanguage } from './service';

/** Room for the picture's data URL past the schema's limit, so a bit too large a picture hears `member.avatar.image`. */
const ICON_BODY_LIMIT = 2 * Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64 * 1024;
const PICTURE_FILE = { type: 'object', properties: { file: { type: 'string', pattern: '^[a-z0-9]{1,64}\\.png$' } }, required: ['file'] } as const;

/** A picture of ours, served as such: never sniffed, and inert if opened on its own. */
function sendPng(reply: FastifyReply, png: Buffer) {
  return reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'").type('image/png').send(png);
}

export async function memberRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const config = authRateLimit(ctx.config.authRateLimit);

  route(app, ctx, registerEndpoint, async (request) => register(ctx, callerOf(request), request.body), { config });
  route(app, ctx, registerByMobileEndpoint, async (request) => registerByMobile(ctx, callerOf(request), request.body), { config });
  // A one-click identity's short registration: the register rate limits of the forms above.
  route(app, ctx, identityRegister, async (request) => registerWithIdentity(ctx, callerOf(request), request.body), { config });
  route(app, ctx, memberInfoEndpoint, async (request) => {
    const session = sessionOf(request);
    return memberInfo(session, await vipFlags(ctx, session.member, languageOf(request), new Date()), await avatarUrlOf(ctx.db, session.member.id));
  });
  route(app, ctx, memberIcon, async (request) => setAvatar(ctx.db, sessionOf(request).member.id, request.body, new Date()), { bodyLimit: ICON_BODY_LIMIT });

  // The avatars themselves (not JSON calls): the drawn ones, the same for all, and each upload under
  // its random token (a new one at every change, so both are cached for good).
  app.get<{ Params: { file: string } }>(`${AVATAR_PATH}/preset/:file`, { schema: { params: PICTURE_FILE } }, async (request, reply) => {
    const picture = presetPicture(request.params.file.slice(0, -'.png'.length));
    if (!picture) throw notFound();
    return sendPng(reply, await picture);
  });
  app.get<{ Params: { file: string } }>(`${AVATAR_PATH}/:file`, { schema: { params: PICTURE_FILE } }, async (request, reply) => {
    const picture = await uploadedAvatar(ctx.db, request.params.file.slice(0, -'.png'.length));
    if (!picture) throw notFound();
    return sendPng(reply, picture);
  });
  route(app, ctx, setMemberLanguage, async (request) => setLanguage(ctx, sessionOf(request), request.body));
}
