import { useId } from 'react';
import { useSiteDate } from '@portal/shared';
import type { CanaryCohort, ReleaseRecord, RemoteOverview } from '@portal/shared/contracts';
import { ActionForm } from './ActionForm';
import { RollbackForm } from './RollbackForm';
import styles from './OpsRemotes.module.css';
import { useShellTranslation } from '../../i18n';

function percentOf(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '—';
}

function useCohortText() {
  const { t } = useShellTranslation();
  return (cohort: CanaryCohort) =>
    [
      cohort.agentsOnly ? t('opsRemotes.cohort.agentsOnly') : null,
      cohort.merchants?.length ? t('opsRemotes.cohort.merchants', { list: cohort.merchants.join(', ') }) : null,
      cohort.accounts?.length ? t('opsRemotes.cohort.accounts', { count: cohort.accounts.length }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

const newestFirst = (a: ReleaseRecord, b: ReleaseRecord) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1);

interface Props {
  overview: RemoteOverview;
  /** The signed-in operator (the API records its own name whatever the body says). */
  actor: string;
  onChanged: () => void;
  /** The session ended (a 401): the page asks to sign in again. */
  onSignedOut: () => void;
}

/** One remote: its rollout, the last hour's health per version, its history, and the actions on it. */
export function RemoteCard({ overview, actor, onChanged, onSignedOut }: Props) {
  const { t } = useShellTranslation();
  const siteDate = useSiteDate();
  const cohortText = useCohortText();
  const headingId = useId();
  const { remote, stable, canary, health, history } = overview;
  const cohort = canary ? cohortText(canary.cohort) : '';

  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid={`ops-remote-${remote}`}>
      <h2 id={headingId} className={styles.cardTitle}>
        {remote}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('opsRemotes.stable')}</dt>
          <dd data-testid="ops-stable-version">{stable.version}</dd>
        </div>
        <div>
          <dt>{t('opsRemotes.canary')}</dt>
          <dd data-testid="ops-canary">
            {canary ? (
              <>
                <strong data-testid="ops-canary-version">{canary.version}</strong> · <span data-testid="ops-canary-share">{t('opsRemotes.share', { percent: canary.percent })}</span>
                {cohort && <> · {cohort}</>}
              </>
            ) : (
              t('opsRemotes.noCanary')
            )}
          </dd>
        </div>
      </dl>

      <h3 className={styles.subTitle}>{t('opsRemotes.health.title')}</h3>
      {health.length === 0 ? (
        <p className={styles.muted}>{t('opsRemotes.health.none')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="group" aria-label={t('opsRemotes.health.title')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('opsRemotes.health.version')}</th>
                <th scope="col">{t('opsRemotes.health.loads')}</th>
                <th scope="col">{t('opsRemotes.health.failures')}</th>
                <th scope="col">{t('opsRemotes.health.rate')}</th>
                <th scope="col">{t('opsRemotes.health.byClass')}</th>
              </tr>
            </thead>
            <tbody>
              {health.map((row) => (
                <tr key={row.version} data-testid={`ops-health-${row.version}`}>
                  <th scope="row">{row.version}</th>
                  <td>{row.loads}</td>
                  <td>{row.failures}</td>
                  <td>{percentOf(row.failures, row.loads)}</td>
                  <td>
                    {Object.entries(row.outcomes)
                      .filter(([outcome, count]) => outcome !== 'ok' && count > 0)
                      .map(([outcome, count]) => `${outcome} ${count}`)
                      .join(', ') || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3 className={styles.subTitle}>{t('opsRemotes.history.title')}</h3>
      {history.length === 0 ? (
        <p className={styles.muted}>{t('opsRemotes.history.none')}</p>
      ) : (
        <ol className={styles.history} data-testid="ops-history">
          {[...history].sort(newestFirst).map((record) => (
            <li key={record.id} data-action={record.action}>
              <span className={styles.muted}>{siteDate(record.at, 'dateTime')}</span>{' '}
              <strong>{t(`opsRemotes.actionNames.${record.action}`)}</strong>{' '}
              {/* Versions and a share are no words to translate. */}
              {record.fromVersion ?? '—'} → {record.toVersion ?? '—'}
              {record.percent !== null && <> ({record.percent}%)</>} · {record.actor}{record.reason && <>: {record.reason}</>}
            </li>
          ))}
        </ol>
      )}

      <RollbackForm rollout={overview} actor={actor} onChanged={onChanged} onSignedOut={onSignedOut} />
      <ActionForm rollout={overview} actor={actor} onChanged={onChanged} onSignedOut={onSignedOut} />
    </section>
  );
}
