import { useMoney } from '@portal/shared';
import type { TurnoverProgress } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles, ProgressBar } from '../../layout';
import { turnoverPercent } from './turnover';
import styles from './RewardCenter.module.css';

/** A claimed bonus's turnover: the bar (with its value in words for assistive tech), the figures, the status. */
export function TurnoverBar({ turnover }: { turnover: TurnoverProgress }) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const percent = turnoverPercent(turnover);
  const completed = turnover.status === 'COMPLETED';
  const statusText: Record<TurnoverProgress['status'], string> = {
    IN_PROCESS: t('rewards.turnoverStatus.inProcess'),
    COMPLETED: t('rewards.turnoverStatus.completed'),
  };
  const figures = t('rewards.turnoverFigures', { progress: money(Math.min(turnover.progress, turnover.required)), required: money(turnover.required), percent });

  return (
    <div className={styles.turnover} data-testid="turnover">
      <div className={styles.turnoverHead}>
        <span>{t('rewards.turnover')}</span>
        <span className={cx(layoutStyles.tag, completed ? layoutStyles.tagSuccess : layoutStyles.tagWarning)}>{statusText[turnover.status]}</span>
      </div>
      <ProgressBar percent={percent} label={t('rewards.turnover')} valueText={figures} done={completed} />
      <p className={layoutStyles.note}>{figures}</p>
    </div>
  );
}
