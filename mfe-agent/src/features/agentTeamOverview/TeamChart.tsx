import { useRef, useState, type KeyboardEvent } from 'react';
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
 *
 * Over the bars lies a row of buttons, one a day, so a day can be pointed at, tapped, clicked or reached
 * by keyboard: the chosen day's figure is written on the line under the chart (an SVG `<title>` shows on a
 * mouse hover only, never on a tap or a focus). The row is one tab stop; the arrows, Home and End move
 * along it.
 */
export default function TeamChart({ series }: { series: readonly TeamDayFigures[] }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const formatDate = useSiteDate();
  const [metric, setMetric] = useState<ChartMetric>('validBet');
  const scale = scaleBars(series, metric);
  const show = (value: number) => (isCount(metric) ? String(value) : money(value));
  const label = t(`common.figures.${metric}`);
  const [chosen, setChosen] = useState<number | null>(null);
  const active = chosen !== null && chosen < series.length ? chosen : series.length - 1;
  const dayButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    const next = Math.min(Math.max(index, 0), series.length - 1);
    setChosen(next);
    dayButtons.current[next]?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: active - 1, ArrowDown: active - 1, ArrowRight: active + 1, ArrowUp: active + 1, Home: 0, End: series.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    choose(moves[event.key]!);
  };
  const shownDay = series[active];

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
      <div className={styles.plotBox}>
        <svg className={styles.plot} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          {scale.bars.map((bar) => (
            <rect key={bar.day} x={bar.x} y={bar.y} width={bar.width} height={Math.max(bar.height, 0.5)} className={bar.value < 0 ? styles.barNegative : styles.bar}>
              <title>{`${formatDate(bar.day, 'date')}: ${show(bar.value)}`}</title>
            </rect>
          ))}
          <line x1="0" x2="100" y1={scale.zero} y2={scale.zero} className={styles.zero} vectorEffect="non-scaling-stroke" />
        </svg>
        <div className={styles.days} role="group" aria-label={t('overview.chart.days')} onKeyDown={onKey}>
          {series.map((day, index) => (
            <button
              key={day.day}
              ref={(button) => {
                dayButtons.current[index] = button;
              }}
              type="button"
              className={styles.day}
              tabIndex={index === active ? 0 : -1}
              aria-pressed={chosen === index}
              aria-label={formatDate(day.day, 'date')}
              aria-controls="team-chart-figures"
              onClick={() => choose(index)}
              onFocus={() => setChosen(index)}
              onMouseEnter={() => setChosen(index)}
            />
          ))}
        </div>
      </div>
      {shownDay && (
        <p className={styles.figures} id="team-chart-figures" data-testid="chart-figures" aria-live="polite">
          {t('overview.chart.dayFigures', { day: formatDate(shownDay.day, 'date'), metric: label, value: show(shownDay[metric]) })}
        </p>
      )}
      {series.length > 0 && (
        <p className={styles.axis}>
          <span>{formatDate(series[0]?.day, 'date')}</span>
          <span>{formatDate(series.at(-1)?.day, 'date')}</span>
        </p>
      )}
      <figcaption className={layoutStyles.note}>{t('overview.chart.caption', { metric: label })}</figcaption>
      {/* A table is as wide as its rows whatever width it is given, so the 1-px clipped box is a
          wrapper: on the table itself its long Burmese caption made the page scroll sideways. */}
      <div className={styles.visuallyHidden}>
        <table>
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
      </div>
    </figure>
  );
}
