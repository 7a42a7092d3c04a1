import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MCSFE_getReferralFriends, MCSFE_getReferralInfo } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { languageOf } from '../http/language';
import { sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { referralFriends, referralInfo } from './reads';

/** Referral's calls (docs/wire-contract.md "Referral"), for formal accounts. */
export async function referralRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const me = (request: FastifyRequest) => sessionOf(request).member;
  route(app, ctx, MCSFE_getReferralInfo, async (request) => referralInfo(ctx.db, me(request), languageOf(request), new Date()));
  route(app, ctx, MCSFE_getReferralFriends, async (request) => referralFriends(ctx.db, me(request), request.query));
}
