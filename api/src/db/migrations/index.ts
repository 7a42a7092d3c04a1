import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../connect';
import { initialMigration } from './0001-initial';
import { accountsContentMigration } from './0002-accounts-content';
import { gamesMigration } from './0003-games';
import { gamesIndexesMigration } from './0004-games-indexes';
import { ledgerMigration } from './0005-ledger';
import { fundsMigration } from './0006-funds';
import { messagesMigration } from './0007-messages';
import { paymentPasswordTriesMigration } from './0008-payment-password-tries';
import { sharedLimitsMigration } from './0009-shared-limits';
import { instancesMigration } from './0010-instances';
import { gameSearchMigration } from './0011-game-search';
import { agentTeamMigration } from './0012-agent-team';
import { agentLinksMigration } from './0013-agent-links';
import { teamDayMigration } from './0014-team-day';
import { agentContractsMigration } from './0015-agent-contracts';
import { contractSettlementsMigration } from './0016-contract-settlements';
import { catalogueVersionMigration } from './0017-catalogue-version';
import { lotteryMigration } from './0018-lottery';
import { promotionsMigration } from './0019-promotions';
import { promotionKindsMigration } from './0020-promotion-kinds';
import { pointsMigration } from './0021-points';
import { vipMigration } from './0022-vip';
import { referralMigration } from './0023-referral';
import { remoteDeliveryMigration } from './0024-remote-delivery';
import { memberAvatarMigration } from './0025-member-avatar';
import { liveChatMigration } from './0026-live-chat';
import { authenticatorMigration } from './0027-authenticator';
import { botCheckMigration } from './0028-bot-check';
import { identityMigration } from './0029-identity';
import { riskAndLocksMigration } from './0030-risk-and-locks';
import { lotteryOpenBetsMigration } from './0031-lottery-open-bets';
import { promotionEligibilityMigration } from './0033-promotion-eligibility';
import { opsOperatorsMigration } from './0035-ops-operators';
import { remoteLoadTokensMigration } from './0034-remote-load-tokens';
import { secondFactorGuardMigration } from './0036-second-factor-guard';
import { smsSendLimitsMigration } from './0037-sms-send-limits';
import { playerProtectionMigration } from './0038-player-protection';
import { realityCheckMigration } from './0041-reality-check';
import { crashFlightMigration } from './0042-crash-flight';
import { pointGoodsShipMigration } from './0039-point-goods-ship';
import { popupAudienceMigration } from './0040-popup-audience';
import { promotionCancelledMigration } from './0044-promotion-cancelled';
import { teamDayShardsMigration } from './0045-team-day-shards';
import { passwordSetMigration } from './0043-password-set';

/**
 * Migrations live in code (not read from a folder at run time) so the same list works from `src`
 * under jest and from `dist` in production. Names sort in the order they must run; never rename one.
 */
export function migrationProvider(dialect: DialectName): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '0001-initial': initialMigration(dialect),
    '0002-accounts-content': accountsContentMigration(dialect),
    '0003-games': gamesMigration(dialect),
    '0004-games-indexes': gamesIndexesMigration,
    '0005-ledger': ledgerMigration(dialect),
    '0006-funds': fundsMigration(dialect),
    '0007-messages': messagesMigration(dialect),
    '0008-payment-password-tries': paymentPasswordTriesMigration,
    '0009-shared-limits': sharedLimitsMigration(dialect),
    '0010-instances': instancesMigration(dialect),
    '0011-game-search': gameSearchMigration(dialect),
    '0012-agent-team': agentTeamMigration(dialect),
    '0013-agent-links': agentLinksMigration(dialect),
    '0014-team-day': teamDayMigration(dialect),
    '0015-agent-contracts': agentContractsMigration(dialect),
    '0016-contract-settlements': contractSettlementsMigration(dialect),
    '0017-catalogue-version': catalogueVersionMigration(dialect),
    '0018-lottery': lotteryMigration(dialect),
    '0019-promotions': promotionsMigration(dialect),
    '0020-promotion-kinds': promotionKindsMigration(dialect),
    '0021-points': pointsMigration(dialect),
    '0022-vip': vipMigration(dialect),
    '0023-referral': referralMigration(dialect),
    '0024-remote-delivery': remoteDeliveryMigration(dialect),
    '0025-member-avatar': memberAvatarMigration,
    '0026-live-chat': liveChatMigration(dialect),
    '0027-authenticator': authenticatorMigration(dialect),
    '0028-bot-check': botCheckMigration(dialect),
    '0029-identity': identityMigration(dialect),
    '0030-risk-and-locks': riskAndLocksMigration(dialect),
    '0031-lottery-open-bets': lotteryOpenBetsMigration,
    '0033-promotion-eligibility': promotionEligibilityMigration(dialect),
    '0035-ops-operators': opsOperatorsMigration(dialect),
    '0034-remote-load-tokens': remoteLoadTokensMigration,
    '0036-second-factor-guard': secondFactorGuardMigration(dialect),
    '0037-sms-send-limits': smsSendLimitsMigration(dialect),
    '0038-player-protection': playerProtectionMigration(dialect),
    '0039-point-goods-ship': pointGoodsShipMigration(dialect),
    '0040-popup-audience': popupAudienceMigration,
    '0041-reality-check': realityCheckMigration,
    '0042-crash-flight': crashFlightMigration,
    '0043-password-set': passwordSetMigration,
    '0044-promotion-cancelled': promotionCancelledMigration(dialect),
    '0045-team-day-shards': teamDayShardsMigration(dialect),
  };
  return { getMigrations: async () => migrations };
}
