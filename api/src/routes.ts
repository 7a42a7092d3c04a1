import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from './context';
import { agentRoutes } from './agent/routes';
import { authenticatorRoutes } from './authenticator/routes';
import { botCheckRoutes } from './botCheck/routes';
import { captchaRoutes } from './captcha/routes';
import { chatRoutes } from './chat/routes';
import { contentRoutes } from './content/routes';
import { contractAdminRoutes, contractRoutes } from './contract/routes';
import { deliveryAdminRoutes, deliveryRoutes } from './delivery/routes';
import { feedbackRoutes } from './feedback/routes';
import { fundsRoutes } from './funds/routes';
import { gamesRoutes } from './games/routes';
import { identityRoutes } from './identity/routes';
import { inhouseRoutes } from './inhouse/routes';
import { lotteryAdminRoutes, lotteryRoutes } from './lottery/routes';
import { memberRoutes } from './member/routes';
import { profileRoutes } from './member/profile-routes';
import { missionsRoutes } from './missions/routes';
import { opsRoutes } from './ops/routes';
import { outboxAdminRoutes } from './outbox/admin-routes';
import { passwordRoutes } from './password/routes';
import { pointsAdminRoutes, pointsRoutes } from './points/routes';
import { promotionsAdminRoutes, promotionsRoutes } from './promotions/routes';
import { protectionAdminRoutes, protectionRoutes } from './protection/routes';
import { referralRoutes } from './referral/routes';
import { reportsRoutes } from './reports/routes';
import { riskAdminRoutes } from './risk/routes';
import { sessionRoutes } from './session/routes';
import { adminRoutes } from './system/admin-routes';
import { systemRoutes } from './system/routes';
import { verificationAdminRoutes } from './verification/admin-routes';
import { verificationRoutes } from './verification/routes';
import { vipAdminRoutes, vipRoutes } from './vip/routes';
import { walletAdminRoutes } from './wallet/admin-routes';
import { walletRoutes } from './wallet/routes';

export { messagesRoutes } from './messages/routes';
export { webRoutes } from './web/routes';

/*
 * The routes layer: the top of the API. A domain's routes use its services and those of the domains
 * below it; no domain imports a route, and a domain's index.ts exports services only, so the layers
 * point one way (infrastructure → money core → domains → routes). server.ts registers these.
 */

export type DomainRoutes = (scope: FastifyInstance, options: RouteOptions) => Promise<void>;

/** Each domain's routes, registered in a scope of its own tagged with its name (the route map's). */
export const DOMAIN_ROUTES: readonly [string, readonly DomainRoutes[]][] = [
  ['session', [sessionRoutes]],
  ['captcha', [captchaRoutes]],
  ['member', [memberRoutes, profileRoutes]],
  ['password', [passwordRoutes]],
  ['verification', [verificationRoutes, verificationAdminRoutes]],
  ['botCheck', [botCheckRoutes]],
  ['agent', [agentRoutes]],
  ['contract', [contractRoutes, contractAdminRoutes]],
  ['wallet', [walletRoutes, walletAdminRoutes]],
  ['system', [systemRoutes, adminRoutes]],
  ['content', [contentRoutes]],
  ['feedback', [feedbackRoutes]],
  ['games', [gamesRoutes]],
  ['inhouse', [inhouseRoutes]],
  ['lottery', [lotteryRoutes, lotteryAdminRoutes]],
  ['promotions', [promotionsRoutes, promotionsAdminRoutes]],
  ['referral', [referralRoutes]],
  ['points', [pointsRoutes, pointsAdminRoutes]],
  ['missions', [missionsRoutes]],
  ['outbox', [outboxAdminRoutes]],
  ['risk', [riskAdminRoutes]],
  ['protection', [protectionRoutes, protectionAdminRoutes]],
  ['funds', [fundsRoutes]],
  ['reports', [reportsRoutes]],
  ['vip', [vipRoutes, vipAdminRoutes]],
  ['delivery', [deliveryRoutes, deliveryAdminRoutes]],
  ['chat', [chatRoutes]],
  ['identity', [identityRoutes]],
  ['authenticator', [authenticatorRoutes]],
  ['ops', [opsRoutes]],
];
