import { useId, useState } from 'react';
import { Button, TextField } from '@portal/shared';
import type { LotteryPlay } from '@portal/shared/contracts';
import { useLotteryTranslation } from '../../i18n';
import { useNames } from '../names';
import { BALLS, type PlayFormat, typedProblem } from './content';
import styles from './Betting.module.css';

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const DIGITS = Array.from({ length: 10 }, (_, n) => String(n));

/** Toggle buttons in a wrapping grid (00–99 wraps at any width: never a sideways scroll). */
function Chips({ options, selected, onToggle, label, wide = false, nameOf }: { options: readonly string[]; selected: readonly string[]; onToggle: (value: string) => void; label: string; wide?: boolean; nameOf?: (value: string) => string }) {
  return (
    <div role="group" aria-label={label} className={wide ? styles.sides : styles.grid}>
      {options.map((option) => (
        <button key={option} type="button" className={styles.cell} aria-pressed={selected.includes(option)} onClick={() => onToggle(option)}>
          {nameOf ? nameOf(option) : option}
        </button>
      ))}
    </div>
  );
}

/** Numbers typed one at a time (3 càng, 4D), each added to the list below the field and removable. */
function TypedNumbers({ format, values, onChange }: { format: PlayFormat; values: string[]; onChange: (values: string[]) => void }) {
  const { t } = useLotteryTranslation();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const length = format.format === 'input3' ? 3 : 4;
  const add = () => {
    const value = draft.trim();
    const issue = typedProblem(format, value);
    if (issue) return setProblem(t(`pick.${issue}`));
    if (!values.includes(value)) onChange([...values, value]);
    setDraft('');
    setProblem(null);
  };
  return (
    <div className={styles.typed}>
      <div className={styles.typedRow}>
        <TextField
          label={t('pick.typed', { n: length })}
          value={draft}
          inputMode="numeric"
          autoComplete="off"
          maxLength={length}
          error={problem}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} className={styles.addNumber}>
          {t('pick.addNumber')}
        </Button>
      </div>
      {values.length > 0 && (
        <ul className={styles.typedList} aria-label={t('pick.chosen')}>
          {values.map((value) => (
            <li key={value}>
              <button type="button" className={styles.cell} aria-label={t('pick.remove', { value })} onClick={() => onChange(values.filter((other) => other !== value))}>
                {value} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface PickerState {
  ball: number | null;
  values: string[];
}

/** The number picker of a play's format (content.ts PLAY_FORMATS). */
export function NumberPicker({ play, format, state, onChange }: { play: LotteryPlay; format: PlayFormat; state: PickerState; onChange: (state: PickerState) => void }) {
  const { t } = useLotteryTranslation();
  const names = useNames();
  const ballGroup = useId();
  const toggle = (value: string) => {
    const has = state.values.includes(value);
    // A xiên takes exactly its count: a further number replaces nothing, it is refused until one is removed.
    if (!has && play.picks > 1 && state.values.length >= play.picks) return;
    onChange({ ...state, values: has ? state.values.filter((other) => other !== value) : [...state.values, value].sort() });
  };
  // Native radios: arrow keys move between the balls, the label is the 44 px target.
  const ballPicker = (
    <fieldset className={styles.ballSet}>
      <legend className={styles.legend}>{t('pick.ball')}</legend>
      {BALLS.map((ball) => (
        <label key={ball} className={styles.cellLabel} data-checked={state.ball === ball}>
          <input type="radio" name={ballGroup} value={ball} checked={state.ball === ball} onChange={() => onChange({ ...state, ball })} className={styles.radio} />
          {t('ballN', { n: ball })}
        </label>
      ))}
    </fieldset>
  );
  switch (format.format) {
    case 'grid2':
      return (
        <>
          {play.picks > 1 && <p className={styles.hint}>{t('pick.exactly', { n: play.picks })}</p>}
          <Chips options={TWO_DIGITS} selected={state.values} onToggle={toggle} label={t('pick.numbers2')} />
        </>
      );
    case 'digit':
      return <Chips options={DIGITS} selected={state.values} onToggle={toggle} label={t('pick.digits')} />;
    case 'input3':
    case 'input4':
      return <TypedNumbers format={format} values={state.values} onChange={(values) => onChange({ ...state, values })} />;
    case 'ballDigit':
      return (
        <>
          {ballPicker}
          <Chips options={DIGITS} selected={state.values} onToggle={toggle} label={t('pick.digits')} />
        </>
      );
    case 'ballSide':
      return (
        <>
          {ballPicker}
          <Chips options={format.sides ?? []} selected={state.values} onToggle={toggle} label={t('pick.sides')} wide nameOf={names.side} />
        </>
      );
    case 'side':
      return <Chips options={format.sides ?? []} selected={state.values} onToggle={toggle} label={t('pick.sides')} wide nameOf={names.side} />;
  }
}
