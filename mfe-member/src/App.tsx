import * as React from 'react';
import { Navigate, registerReact, type RemoteAppProps, Route, Routes } from '@portal/kernel';
import './i18n';
import { MemberCentre, MEMBER_PAGES, type MemberPage } from './features/memberCentre';
import { SecurityCenter } from './features/securityCenter';
import { ResponsibleGaming } from './features/responsibleGaming';
import { TransferFund } from './features/transferFund';
import { Depositv2 } from './features/depositv2';
import { Withdraw } from './features/withdraw';
import { TransferUpline } from './features/transferUpline';
import { PersonalHistory } from './features/personalHistoryCopy';
import { TransactionHistory } from './features/transactionHistory';
import { PersonalProfit } from './features/personalProfit';
import { BonusDetails } from './features/bonusDetails';
import { MessageCentre } from './features/messageV2';
import { CreditReport } from './features/creditReport';
import { VipBonus } from './features/vipBonus';
import { RewardCenter } from './features/rewardCenter';
import { ManualRebate } from './features/manualRebate';
import { Referral } from './features/referral';
import { MissionLeaderboard } from './features/missionLeaderboard';

registerReact('mfe-member', React);

/** Every page by its route segment (a page listed in MEMBER_PAGES without one does not compile). */
const PAGE_COMPONENTS: Record<MemberPage, React.ComponentType> = {
  securityCenter: SecurityCenter,
  responsibleGaming: ResponsibleGaming,
  transferFund: TransferFund,
  depositv2: Depositv2,
  withdraw: Withdraw,
  transferUpline: TransferUpline,
  personalHistoryCopy: PersonalHistory,
  transactionHistory: TransactionHistory,
  personalProfit: PersonalProfit,
  bonusDetails: BonusDetails,
  rewardCenter: RewardCenter,
  manualRebate: ManualRebate,
  referral: Referral,
  missionLeaderboard: MissionLeaderboard,
  messageV2: MessageCentre,
  creditReport: CreditReport,
  vipBonus: VipBonus,
};

/** The member centre of spec §2: `/member/<page>`, securityCenter by default. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route element={<MemberCentre basePath={basePath} />}>
        <Route index element={<Navigate to="securityCenter" replace />} />
        {MEMBER_PAGES.map((page) => {
          const Page = PAGE_COMPONENTS[page];
          return <Route key={page} path={page} element={<Page />} />;
        })}
        {/* Absolute: in a splat route a relative path resolves below the unknown one, and would loop. */}
        <Route path="*" element={<Navigate to={`${basePath}/securityCenter`} replace />} />
      </Route>
    </Routes>
  );
}
