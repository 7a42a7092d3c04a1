import { useId, useState } from 'react';
import { http, isApiError, sendCommand, useSession } from '@portal/kernel';
import { Button, useSiteDate } from '@portal/shared';
import { MCSFE_signUpPromotionJoin, type PromotionStatus, type PromotionSummary } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import { ApplicationForm } from './ApplicationForm';
import { PromotionDetail } from './PromotionDetail';
import styles from './Promotions.module.css';

/** Statuses that read as good news, waiting, or over: only the badge's colour follows them. */
const TONE: Record<PromotionStatus, 'open' | 'done' | 'wait' | 'off'> = {
  JOIN: 'open',
  APPLYING: 'wait',
  REJECTED: 'off',
  SIGNED_UP: 'done',
  ISSUED: 'done',
  IN_PROCESS: 'wait',
  CLAIMED: 'done',
  COMING_SOON: 'wait',
  CLOSED: 'off',
};

export interface PromotionCardProps {
  promotion: PromotionSummary;
  /** The server's new status after a join. */
  onStatus: (status: PromotionStatus) => void;
}

/** A join refused during a cool-off or self-exclusion, in words with its end in the site's time; null for any other failure. */
function closedUntil(failure: unknown, words: (until: string) => string): string | null {
  if (!isApiError(failure) || failure.code !== 'protection.excluded') return null;
  const until = (failure.value as { until?: unknown } | null | undefined)?.until;
  return typeof until === 'string' ? words(until) : null;
}

/** A promotion: kind, status, title, summary and window; its details on demand; Join only while the caller may join it, else why not. */
export function PromotionCard({ promotion, onStatus }: PromotionCardProps) {
  const { t } = usePromotionsTranslation();
  const session = useSession();
  const date = useSiteDate();
  const titleId = useId();
  const detailId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  const join = async () => {
    setProblem(null);
    if (!session.isLogin) return sendCommand({ type: 'openModal', modal: 'login', params: {} });
    if (session.isTrial) return sendCommand({ type: 'openModal', modal: 'trialWarning' });
    // An activity that asks for an application opens its form; the form sends the join.
    if (promotion.application) return setApplying(true);
    setBusy(true);
    try {
      const answer = await http.call(MCSFE_signUpPromotionJoin, { promotionId: promotion.promotionId });
      onStatus(answer.status);
    } catch (failure: unknown) {
      setProblem(closedUntil(failure, (until) => t('card.closedDuringBreak', { until: date(until) })) ?? (isApiError(failure) && failure.message ? failure.message : t('card.joinFailed')));
    } finally {
      setBusy(false);
    }
  };

  // The server's own rule (the join's): Join only where joining would pass; else, why not.
  const joinable = promotion.status === 'JOIN' && promotion.canJoin;
  const excluded = promotion.whyNot !== null;

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="promotion-card">
      <div className={styles.badges}>
        <span className={styles.kind}>{t(`codes.kind.${promotion.promotionType}`)}</span>
        <span className={`${styles.status} ${styles[excluded ? 'off' : TONE[promotion.status]]}`} data-testid="promotion-status">
          {excluded ? t('card.unavailable') : t(`codes.status.${promotion.status}`)}
        </span>
      </div>
      <h3 id={titleId} className={styles.cardTitle}>
        {promotion.title}
      </h3>
      <p className={styles.summary}>{promotion.summary}</p>
      <p className={styles.meta}>
        {t('card.window', { start: date(promotion.startTime), end: date(promotion.endTime) })}
        {' · '}
        {t(`codes.audience.${promotion.audience}`)}
      </p>
      {excluded && (
        <p className={styles.meta} data-testid="promotion-why-not">
          {t('card.whyNot', { reason: promotion.whyNot })}
        </p>
      )}
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        {joinable && !applying && (
          <Button
            className={styles.touch}
            loading={busy}
            aria-label={t(promotion.application ? 'card.applyNamed' : 'card.joinNamed', { title: promotion.title })}
            onClick={() => void join()}
          >
            {t(promotion.application ? 'card.apply' : 'card.join')}
          </Button>
        )}
        <Button
          variant="secondary"
          className={styles.touch}
          aria-expanded={open}
          aria-controls={detailId}
          aria-label={t(open ? 'card.lessNamed' : 'card.moreNamed', { title: promotion.title })}
          onClick={() => setOpen((value) => !value)}
        >
          {t(open ? 'card.less' : 'card.more')}
        </Button>
      </div>
      {applying && joinable && (
        <ApplicationForm
          promotion={promotion}
          onCancel={() => setApplying(false)}
          onApplied={(status) => {
            setApplying(false);
            onStatus(status);
          }}
        />
      )}
      <div id={detailId} hidden={!open}>
        {open && <PromotionDetail promotionId={promotion.promotionId} />}
      </div>
    </article>
  );
}
