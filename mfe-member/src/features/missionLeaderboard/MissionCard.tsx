import { Link } from '@portal/kernel';
import { Button, useMoney, useSiteDate } from '@portal/shared';
import type { MissionMeasure, MissionMilestone, MissionSummary } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles, ProgressBar } from '../../layout';
import { missionPercent, nextMilestone } from './measure';
import { useMeasure } from './useMeasure';
import styles from './MissionLeaderboard.module.css';

export interface MissionCardProps {
  mission: MissionSummary;
  /** This mission's leaderboard is the one shown. */
  selected: boolean;
  onShowBoard(mission: MissionSummary): void;
}

/** One mission: what it counts and when, the member's progress bar, each milestone and its reward. */
export function MissionCard({ mission, selected, onShowBoard }: MissionCardProps) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const measure = useMeasure();
  const formatDate = useSiteDate();
  const percent = missionPercent(mission);
  const next = nextMilestone(mission);
  const measures: Record<MissionMeasure, string> = {
    VALID_BET: t('missions.measures.validBet'),
    DEPOSIT: t('missions.measures.deposit'),
    ROUNDS: t('missions.measures.rounds'),
  };
  const last = mission.milestones[mission.milestones.length - 1];
  const figures = t('missions.progressFigures', { progress: measure(mission.measure, mission.progress), target: measure(mission.measure, last?.target ?? 0), percent });
  const toClaim = mission.milestones.some((m) => m.rewardStatus === 'I');

  return (
    <li className={cx(styles.card, selected && styles.cardSelected)} data-testid={`mission-${mission.missionId}`}>
      <div className={styles.cardHead}>
        <h3 className={styles.title}>{mission.title}</h3>
        <span className={layoutStyles.tag}>{measures[mission.measure]}</span>
      </div>
      {mission.summary && <p className={layoutStyles.note}>{mission.summary}</p>}
      <p className={styles.window}>{t('missions.window', { start: formatDate(mission.startTime), end: formatDate(mission.endTime) })}</p>
      {mission.state === 'COMING_SOON' && <p className={layoutStyles.note}>{t('missions.comingSoon')}</p>}
      <div className={styles.progress}>
        <ProgressBar percent={percent} label={t('missions.progressLabel', { title: mission.title })} valueText={figures} done={percent >= 100} />
        <p className={layoutStyles.note}>{figures}</p>
        {next && mission.state === 'OPEN' && (
          <p className={layoutStyles.note}>{t('missions.toNext', { amount: measure(mission.measure, next.target - mission.progress), bonus: money(next.bonus) })}</p>
        )}
      </div>
      <ol className={styles.milestones} aria-label={t('missions.milestones')}>
        {mission.milestones.map((milestone) => (
          <MilestoneRow key={milestone.index} milestone={milestone} measure={mission.measure} />
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant={selected ? 'primary' : 'secondary'} className={styles.touch} onClick={() => onShowBoard(mission)} aria-pressed={selected} aria-label={t('missions.showBoardNamed', { title: mission.title })}>
          {t('missions.showBoard')}
        </Button>
        {toClaim && (
          <Link to="../rewardCenter" relative="path" className={styles.link}>
            {t('missions.claimInRewardCenter')}
          </Link>
        )}
      </div>
    </li>
  );
}

function MilestoneRow({ milestone, measure: kind }: { milestone: MissionMilestone; measure: MissionMeasure }) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const measure = useMeasure();
  const state = milestone.rewardStatus === 'C' ? 'claimed' : milestone.rewardStatus === 'I' ? 'issued' : milestone.reached ? 'reached' : 'open';
  const labels = {
    claimed: t('missions.milestone.claimed'),
    issued: t('missions.milestone.issued'),
    reached: t('missions.milestone.reached'),
    open: t('missions.milestone.open'),
  };
  return (
    <li className={styles.milestone} data-testid={`milestone-${milestone.index}`}>
      <span className={cx(styles.dot, milestone.reached && styles.dotDone)} aria-hidden="true" />
      <span className={styles.milestoneText}>
        {t('missions.milestone.line', { target: measure(kind, milestone.target), bonus: money(milestone.bonus) })}
      </span>
      <span
        className={cx(
          layoutStyles.tag,
          state === 'claimed' && layoutStyles.tagSuccess,
          (state === 'issued' || state === 'reached') && layoutStyles.tagWarning,
        )}
      >
        {labels[state]}
      </span>
    </li>
  );
}
