import type { BotCheckState } from './botCheck';
import styles from './AccountForms.module.css';
import { useShellTranslation } from '../../i18n';

/**
 * The bot check's status line: "Checking that you are a person…" while the browser works, then done.
 * A polite live region that is always there, so a screen reader hears each change.
 */
export function BotCheckStatus({ state }: { state: BotCheckState }) {
  const { t } = useShellTranslation();
  return (
    <p className={state === 'idle' ? styles.visuallyHidden : styles.botCheck} role="status" aria-live="polite">
      {state === 'idle' ? '' : t(`accountForms.botCheck.${state}`)}
    </p>
  );
}
