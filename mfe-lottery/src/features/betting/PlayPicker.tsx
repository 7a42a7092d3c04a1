import { useId } from 'react';
import type { LotteryPlay, LotteryPlayId } from '@portal/shared/contracts';
import { useLotteryTranslation } from '../../i18n';
import { useNames } from '../names';
import { multiplier } from './content';
import styles from './Betting.module.css';

/** The play's odds as a person reads them: "×80", "up to ×3,500", with lô's "per hit". */
export function useOddsText() {
  const { t } = useLotteryTranslation();
  return (play: LotteryPlay) => {
    const top = Math.max(...play.prizes);
    const text = play.prizes.length > 1 ? t('odds.upTo', { odds: multiplier(top) }) : t('odds.times', { odds: multiplier(top) });
    return play.coverage > 1 ? t('odds.perHit', { odds: text }) : text;
  };
}

/** The plays of the game's menu, each with its odds; one is chosen (native radios: arrows move, the label is the target). */
export function PlayPicker({ plays, value, onChange }: { plays: LotteryPlay[]; value: LotteryPlayId; onChange: (playId: LotteryPlayId) => void }) {
  const { t } = useLotteryTranslation();
  const names = useNames();
  const odds = useOddsText();
  const name = useId();
  return (
    <fieldset className={styles.plays}>
      <legend className={styles.legend}>{t('bet.play')}</legend>
      {plays.map((play) => (
        <label key={play.playId} className={styles.play} data-checked={play.playId === value}>
          <input type="radio" name={name} value={play.playId} checked={play.playId === value} onChange={() => onChange(play.playId)} className={styles.radio} />
          <span className={styles.playName}>{names.play(play.playId)}</span>
          <span className={styles.odds}>{odds(play)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The selected play's prize per tier ("1st ×2,500 · Starter ×180") and how it covers the results. */
export function PlayRules({ play }: { play: LotteryPlay }) {
  const { t } = useLotteryTranslation();
  const names = useNames();
  const tiers =
    play.prizes.length > 1 ? play.prizes.map((prize, index) => `${names.tier(play.tiers[index]!)} ×${multiplier(prize)}`).join(' · ') : null;
  return (
    <p className={styles.rules}>
      {t(`rules.${play.playId}`)}
      {tiers && <span className={styles.tiers}> {tiers}</span>}
      {play.coverage > 1 && <span> {t('rules.coverage', { n: play.coverage })}</span>}
    </p>
  );
}
