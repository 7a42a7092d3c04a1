import { useState } from 'react';
import { useMoney, useSiteDate } from '@portal/shared';
import type { TeamDayFigures } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { CHART_METRICS, isCount, scaleBars, type ChartMetric } from './chartScale';
import styles from './TeamOverview.module.css';

/**
 * The last 30 days as bars, drawn as plain SVG (see the README for why no chart library): it scales to
 * any width, takes its colours from the design tokens, and draws no text, so Burmese labels are HTML
 * in the page's font. The same figures are in a table for screen readers.
 */
export default function TeamChart({ series }: { series: readonly TeamDayFigures[] }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const formatDate = useSiteDate();
  const [metric, setMetric] = useState<ChartMetric>('validBet');
  const scale = scaleBars(series, metric);
  const show = (value: number) => (isCount(metric) ? String(value) : money(value));
  const label = t(`common.figures.${metric}`);

  return (
    <figure className={styles.chart} data-testid="team-chart">
      <label className={layoutStyles.field}>
        <span>{t('overview.chart.metric')}</span>
        <select className={layoutStyles.control} value={metric} onChange={(e) => setMetric(e.target.value as ChartMetric)}>
          {CHART_METRICS.map((value) => (
            <option key={value} value={value}>
              {t(`common.figures.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.axis}>
        <span>{t('overview.chart.max', { value: show(scale.max) })}</span>
        {scale.min < 0 && <span>{t('overview.chart.min', { value: show(scale.min) })}</span>}
      </p>
      <svg className={styles.plot} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {scale.bars.map((bar) => (
          <rect key={bar.day} x={bar.x} y={bar.y} width={bar.width} height={Math.max(bar.height, 0.5)} className={bar.value < 0 ? styles.barNegative : styles.bar}>
            <title>{`${formatDate(bar.day, 'date')}: ${show(bar.value)}`}</title>
          </rect>
        ))}
        <line x1="0" x2="100" y1={scale.zero} y2={scale.zero} className={styles.zero} vectorEffect="non-scaling-stroke" />
      </svg>
      {series.length > 0 && (
        <p className={styles.axis}>
          <span>{formatDate(series[0]?.day, 'date')}</span>
          <span>{formatDate(series.at(-1)?.day, 'date')}</span>
        </p>
      )}
      <figcaption className={layoutStyles.note}>{t('overview.chart.caption', { metric: label })}</figcaption>
      <table className={styles.visuallyHidden}>
        <caption>{t('overview.chart.caption', { metric: label })}</caption>
        <tbody>
          {series.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDate(day.day, 'date')}</th>
              <td>{show(day[metric])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
