import type { LotteryNearAnswer, LotteryCurrentNumero } from '@portal/shared/contracts';
import { useLotteryTranslation } from '../../i18n';
import { useNames } from '../names';
import styles from './Draw.module.css';

/**
 * VN South and Central draw several provinces at one time (api/docs/lottery.md): each is its own
 * draw. These are the draws taking bets at the current draw's time; one of them is bet on.
 */
export function drawsAtCurrentTime(answer: LotteryNearAnswer | null): LotteryCurrentNumero[] {
  const current = answer?.currentNumero;
  if (!current) return [];
  return [current, ...answer.nextNumeros.filter((draw) => draw.drawTime === current.drawTime)];
}

/** The province to bet on, when more than one draws at this time (radio buttons, 44 px). */
export function ProvincePicker({ draws, chosen, onChoose }: { draws: LotteryCurrentNumero[]; chosen: string; onChoose: (numero: string) => void }) {
  const { t } = useLotteryTranslation();
  const names = useNames();
  if (draws.length < 2) return null;
  return (
    <div role="radiogroup" aria-label={t('draw.provinces')} className={styles.provinces}>
      {draws.map((draw) => (
        <button key={draw.numero} type="button" role="radio" aria-checked={draw.numero === chosen} className={styles.provinceChoice} onClick={() => onChoose(draw.numero)}>
          {names.province(draw.provinceCode)}
        </button>
      ))}
    </div>
  );
}
