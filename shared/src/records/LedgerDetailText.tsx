import { Link } from '@portal/kernel';
import type { LedgerDetail, LotteryGameCode } from '@portal/shared/contracts';
import { useSiteDate } from '../format';
import { useRecordsTranslation } from './i18n';
import styles from './Records.module.css';

const DAY_MS = 86_400_000;

/** Each lottery game's page: the family's route with the game's betting view (spec §7's launch query). */
const LOTTERY_ROUTES: Record<LotteryGameCode, string> = {
  VN_NORTH: '/vnLottery',
  VN_CENTRAL: '/vnLottery',
  VN_SOUTH: '/vnLottery',
  SEA_4D: '/seaLottery',
  FAST_1: '/lottery',
  FAST_3: '/lottery',
  FAST_5: '/lottery',
};

/** Where a page shows more of the thing an entry is about (none for a thing without a page). */
function linkOf(detail: LedgerDetail): string | null {
  switch (detail.type) {
    case 'depositOrder':
      return '/member/depositv2';
    case 'withdrawOrder':
      return '/member/withdraw';
    case 'lotteryOrder':
      return `${LOTTERY_ROUTES[detail.gameCode]}?lottoView=betting&lottoGameCode=${detail.gameCode}`;
    case 'promotion':
      return '/promotions';
    case 'manualRebate':
      return '/member/manualRebate';
    case 'pointsOrder':
      return '/pointMall';
    default:
      return null;
  }
}

/**
 * What a ledger entry is about (`LedgerDetail`, resolved by the API) in the reader's language: the game
 * and round, the lottery slip, the promotion, the counterparty, the order…, a link where a page shows
 * more. `amount` (signed, the entry's owner's side) says which way money went between two members.
 * An entry with nothing more to say reads "—".
 */
export function LedgerDetailText({ detail, amount }: { detail: LedgerDetail | null | undefined; amount: number }) {
  const text = useDetailText(detail, amount);
  if (!detail || text === null) return <>—</>;
  const to = linkOf(detail);
  return to ? (
    <Link to={to} className={styles.detailLink}>
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

function useDetailText(detail: LedgerDetail | null | undefined, amount: number): string | null {
  return useLedgerDetailWords()(detail, amount);
}

/** `LedgerDetailText`'s words without the link, as a function of an entry (a CSV export's cell). */
export function useLedgerDetailWords(): (detail: LedgerDetail | null | undefined, amount: number) => string | null {
  const { t } = useRecordsTranslation();
  const formatDate = useSiteDate();
  return (detail, amount) => detailWords(t, formatDate, detail, amount);
}

function detailWords(
  t: ReturnType<typeof useRecordsTranslation>['t'],
  formatDate: ReturnType<typeof useSiteDate>,
  detail: LedgerDetail | null | undefined,
  amount: number,
): string | null {
  if (!detail) return null;
  const direction = amount < 0 ? 'Out' : 'In';
  const wallet = (code: string) => (code === 'MAIN' ? t('details.mainWallet') : code);
  switch (detail.type) {
    case 'depositOrder':
    case 'withdrawOrder':
    case 'pointsOrder':
    case 'depositBonus':
      return t(`details.${detail.type}`, { orderNo: detail.orderNo });
    case 'gameRound':
      return t('details.gameRound', { game: detail.gameName, round: detail.roundId });
    case 'lotteryOrder': {
      const game = t(`details.lotteryGames.${detail.gameCode}`, { defaultValue: detail.gameCode });
      const values = { game, numero: detail.numero, order: detail.orderId, count: detail.draws };
      return detail.draws > 1 ? t('details.lotteryChase', values) : t('details.lotteryOrder', values);
    }
    case 'promotion':
      return detail.title;
    case 'manualRebate':
    case 'consolidate':
      return t(`details.${detail.type}`);
    case 'upline':
    case 'downline':
      return t(`details.${detail.type}${direction}`, { account: detail.account });
    case 'redEnvelopeFrom':
      return t('details.redEnvelopeFrom', { account: detail.account });
    case 'redEnvelopeTo':
      return t('details.redEnvelopeTo', { count: detail.members });
    case 'walletTransfer':
      return t('details.walletTransfer', { from: wallet(detail.from), to: wallet(detail.to) });
    case 'contract': {
      const start = Date.parse(detail.periodStart);
      const end = Date.parse(detail.periodEnd);
      // Whole site days read as dates (the last one inclusive); an hour or five minutes as times.
      const wholeDays = (end - start) % DAY_MS === 0;
      const period =
        wholeDays && end - start === DAY_MS
          ? formatDate(start, 'date')
          : wholeDays
            ? t('details.periodRange', { from: formatDate(start, 'date'), to: formatDate(end - 1, 'date') })
            : t('details.periodRange', { from: formatDate(start, 'dateTime'), to: formatDate(end, 'dateTime') });
      const values = { contract: t(`details.contracts.${detail.contract}`), period, account: detail.account ?? '' };
      return detail.account === null ? t('details.contract', values) : t(`details.contract${direction === 'Out' ? 'To' : 'From'}`, values);
    }
    case 'teamCommission':
      return t('details.teamCommission', { day: formatDate(detail.day, 'date') });
    case 'note':
      return detail.text;
    default:
      return null;
  }
}
