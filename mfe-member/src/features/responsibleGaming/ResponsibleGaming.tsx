import { http } from '@portal/kernel';
import { FactGrid, PageHero, ResultView, Section, useMoney, useQuery, useSiteDate } from '@portal/shared';
import { protectionHistory, type ProtectionChange, type ProtectionLimit, type ProtectionStatus } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles } from '../../layout';
import { BreakForm } from './BreakForm';
import { LimitForm } from './LimitForm';
import { RealityCheckForm } from './RealityCheckForm';
import { readProtectionStatus } from './status';
import { useLimitName, useLimitValue } from './texts';
import styles from './ResponsibleGaming.module.css';

/**
 * Player protection in the member centre: the limits in force and the raises waiting their 24 hours,
 * the form that changes them, how often the reality check comes, a cool-off or self-exclusion (its status while in force), the record of
 * every change, and where to find help.
 */
export function ResponsibleGaming() {
  const { t } = useMemberTranslation();
  const status = useQuery(readProtectionStatus, []);
  const history = useQuery((signal) => http.call(protectionHistory, undefined, { signal }), []);
  // A change answers the new status; the history gains its line from the server's record.
  const changed = (next: ProtectionStatus) => {
    status.setData(next);
    history.retry();
  };

  return (
    <article className={layoutStyles.page} data-member-page="responsibleGaming">
      <PageHero tone="member" title={t('pages.responsibleGaming.title')} lead={t('pages.responsibleGaming.lead')} />

      <ResultView query={status}>
        {(data) => (
          <>
            {data.exclusion && <BreakStatus exclusion={data.exclusion} />}

            <Section title={t('protection.limits.title')} testId="limits">
              <p className={layoutStyles.note}>{t('protection.limits.lead')}</p>
              <LimitList limits={data.limits} />
              <LimitForm onSaved={changed} />
            </Section>

            <Section title={t('protection.realityCheck.title')} testId="reality-check">
              <RealityCheckForm minutes={data.realityCheckMinutes} onSaved={changed} />
            </Section>

            {!data.exclusion && (
              <Section title={t('protection.break.title')} testId="break">
                <p className={layoutStyles.note}>{t('protection.break.lead')}</p>
                <BreakForm onTaken={changed} />
              </Section>
            )}
          </>
        )}
      </ResultView>

      <Section title={t('protection.history.title')} testId="protection-history">
        <ResultView query={history} isEmpty={(rows) => rows.length === 0} empty={t('protection.history.empty')}>
          {(rows) => <HistoryList rows={rows} />}
        </ResultView>
      </Section>

      <Section title={t('protection.help.title')} testId="protection-help">
        <p className={layoutStyles.note}>{t('protection.help.lead')}</p>
        <ul className={styles.help}>
          <li>{t('protection.help.signs')}</li>
          <li>{t('protection.help.talk')}</li>
          <li>{t('protection.help.service')}</li>
        </ul>
      </Section>
    </article>
  );
}

function BreakStatus({ exclusion }: { exclusion: NonNullable<ProtectionStatus['exclusion']> }) {
  const { t } = useMemberTranslation();
  const date = useSiteDate();
  return (
    <Section
      title={t(`protection.breakKinds.${exclusion.kind}`)}
      testId="break-status"
      aside={<span className={cx(layoutStyles.tag, layoutStyles.tagWarning)}>{t('protection.break.inForce')}</span>}
    >
      <FactGrid
        facts={[
          { label: t('protection.break.since'), value: date(exclusion.since) },
          { label: t('protection.break.until'), value: date(exclusion.until), testId: 'break-until' },
        ]}
      />
      <p className={layoutStyles.note}>{t('protection.break.whileInForce')}</p>
    </Section>
  );
}

function LimitList({ limits }: { limits: ProtectionLimit[] }) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const date = useSiteDate();
  const name = useLimitName();
  const value = useLimitValue();
  const shown = limits.filter((limit) => limit.amount !== null || limit.pending);
  if (shown.length === 0) return <p className={layoutStyles.note}>{t('protection.limits.none')}</p>;
  return (
    <ul className={styles.limits}>
      {shown.map((limit) => (
        <li key={`${limit.kind}-${limit.period}`} className={styles.limit} data-testid={`limit-${limit.kind}-${limit.period}`}>
          <p className={styles.limitName}>{name(limit)}</p>
          <p className={styles.amount}>{value(limit.kind, limit.amount)}</p>
          {limit.kind !== 'session' && limit.amount !== null && (
            <p className={layoutStyles.note}>
              {t('protection.limits.used', { used: money(limit.used), remaining: money(limit.remaining), resets: date(limit.resetsAt) })}
            </p>
          )}
          {limit.pending && (
            <p className={cx(layoutStyles.tag, layoutStyles.tagWarning)} data-testid="limit-pending">
              {t(limit.pending.amount === null ? 'protection.limits.pendingRemoval' : 'protection.limits.pending', {
                value: value(limit.kind, limit.pending.amount),
                time: date(limit.pending.appliesAt),
              })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function HistoryList({ rows }: { rows: ProtectionChange[] }) {
  const { t } = useMemberTranslation();
  const date = useSiteDate();
  const name = useLimitName();
  const value = useLimitValue();
  return (
    <ul className={styles.history}>
      {rows.map((row) => (
        <li key={row.id} className={styles.change} data-testid="protection-change">
          <strong>
            {row.subject === 'limit'
              ? t('protection.history.limit', { name: name({ kind: row.kind as ProtectionLimit['kind'], period: row.period }), from: value(row.kind, row.from), to: value(row.kind, row.to) })
              : row.subject === 'realityCheck'
                ? t('protection.realityCheck.history', { from: t('protection.minutes', { count: row.from }), to: t('protection.minutes', { count: row.to }) })
                : t('protection.history.exclusion', { kind: t(`protection.breakKinds.${row.kind}`), length: t(`protection.lengths.${row.period}`), until: date(row.until) })}
          </strong>
          <span className={layoutStyles.note}>
            {t('protection.history.when', { by: t(`protection.history.by.${row.by}`), at: date(row.at) })}
            {row.appliesAt !== row.at && ` · ${t('protection.history.applies', { time: date(row.appliesAt) })}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
