import type { ReactNode } from 'react';
import { ErrorState, Spinner, type FieldRules } from '@portal/shared';
import type { RulesState } from './useRegisterRules';
import styles from './AccountForms.module.css';
import { useShellTranslation } from '../../i18n';

/** Renders the form once the rules are in; a spinner before, a retry when they could not be fetched. */
export function RulesGate({ state, children }: { state: RulesState; children: (rules: FieldRules) => ReactNode }) {
  const { t } = useShellTranslation();
  if (state.data) return <>{children(state.data)}</>;
  return (
    <div className={styles.center}>
      {state.status === 'failed' ? <ErrorState message={t('accountForms.formUnavailable')} onRetry={state.retry} /> : <Spinner label={t('shared:actions.loading')} />}
    </div>
  );
}
