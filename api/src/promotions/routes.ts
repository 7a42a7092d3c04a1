import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminDecidePromotion,
  adminPromotionApplications,
  adminSavePromotion,
  APPLICATION_IMAGES_MAX,
  MCSFE_getRedDotCounts,
  MCS2_claimRafflePromotion,
  MCSFE_claimIssuedPromotion,
  MCSFE_getClaimPromotion,
  MCSFE_getDepositPromotionList,
  MCSFE_getPromotionDetail,
  MCSFE_getPromotionList,
  MCSFE_signUpPromotionJoin,
  PROMOFE_claimTicket,
  PROMOFE_getClaimTicketList,
} from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { requireAdminToken } from '../http/admin';
import { imagesBodyLimit } from '../http/image-data-url';
import { languageOf } from '../http/language';
import { merchantOf, sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { refuseWhileExcluded } from '../protection';
import { savePromotion } from './admin';
import { applicationImage, listApplications } from './applications';
import { redDotCounts } from './counts';
import { depositPromotions } from './deposit-offers';
import { decideApplication, joinPromotion } from './join';
import { listPromotions, promotionDetail } from './reads';
import { claimReward, listRewards } from './rewards';
import { claimRaffle, listTickets, openTicket } from './tickets';

/** The promotions' calls (docs/wire-contract.md "Promotions"): the list and details for everyone; joining, rewards and tickets for formal accounts. */
export async function promotionsRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const me = (request: FastifyRequest) => sessionOf(request).member;
  // `auth: 'optional'`: a guest has no session; a signed-in caller sees its own statuses.
  const caller = (request: FastifyRequest) => request.session?.member.id ?? null;

  route(app, ctx, MCSFE_getPromotionList, async (request) => listPromotions(ctx.db, merchantOf(request).id, caller(request), languageOf(request), new Date()));
  route(app, ctx, MCSFE_getPromotionDetail, async (request) =>
    promotionDetail(ctx.db, merchantOf(request).id, caller(request), request.query.promotionId, languageOf(request), new Date()),
  );
  // A player on a break (cool-off, self-exclusion) joins and claims nothing until it ends.
  const whileExcluded = refuseWhileExcluded(ctx);
  route(app, ctx, MCSFE_signUpPromotionJoin, async (request) => joinPromotion(ctx, me(request), request.body, new Date()), {
    preHandler: whileExcluded,
    // An application may carry up to 3 images of 5 MB as data URLs: this call alone takes that much.
    bodyLimit: imagesBodyLimit(APPLICATION_IMAGES_MAX),
  });
  route(app, ctx, MCSFE_getDepositPromotionList, async (request) => depositPromotions(ctx.db, me(request), languageOf(request), new Date()));
  route(app, ctx, MCSFE_getRedDotCounts, async (request) => redDotCounts(ctx.db, me(request).id, new Date()));
  route(app, ctx, MCSFE_getClaimPromotion, async (request) => listRewards(ctx.db, me(request).id, request.query, languageOf(request)));
  route(app, ctx, MCSFE_claimIssuedPromotion, async (request) => claimReward(ctx, me(request).id, request.body, new Date()), { preHandler: whileExcluded });
  route(app, ctx, PROMOFE_getClaimTicketList, async (request) => listTickets(ctx.db, me(request).id, request.query.status, languageOf(request)));
  route(app, ctx, PROMOFE_claimTicket, async (request) => openTicket(ctx, me(request).id, request.body.transactionId, new Date()), { preHandler: whileExcluded });
  route(app, ctx, MCS2_claimRafflePromotion, async (request) => claimRaffle(ctx, me(request).id, request.body.promotionId, new Date()), { preHandler: whileExcluded });
}

/** Ops: read and decide applications (an approval issues the activity's bonus and tickets once). */
export async function promotionsAdminRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;
  route(app, ctx, adminDecidePromotion, async (request) => {
    const answer = await decideApplication(ctx, request.body, new Date());
    request.log.info({ promotion: answer }, 'promotion application decided by ops');
    return answer;
  }, { onRequest: requireAdminToken(adminToken) });
  route(app, ctx, adminSavePromotion, async (request) => {
    const answer = await savePromotion(ctx, merchantOf(request).id, request.body, new Date());
    request.log.info({ promotion: { id: answer.promotionId, code: answer.code } }, 'promotion saved by ops');
    return answer;
  }, { onRequest: requireAdminToken(adminToken) });
  route(app, ctx, adminPromotionApplications, async (request) => listApplications(ctx.db, request.query.promotionId), { onRequest: requireAdminToken(adminToken) });

  // An application's image itself (not JSON): ops only, served as the stored type, never sniffed.
  app.get<{ Params: { applicationId: number; position: number } }>(
    '/wps/admin/promotions/applications/:applicationId/images/:position',
    {
      schema: {
        params: {
          type: 'object',
          properties: { applicationId: { type: 'integer', minimum: 1 }, position: { type: 'integer', minimum: 1, maximum: APPLICATION_IMAGES_MAX } },
          required: ['applicationId', 'position'],
        },
      },
      onRequest: requireAdminToken(adminToken),
    },
    async (request, reply) => {
      const image = await applicationImage(ctx.db, request.params.applicationId, request.params.position);
      return reply.header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'").type(image.mime).send(image.bytes);
    },
  );
}
