import { useState, type FormEvent } from 'react';
import { Button } from '@portal/shared';
import { useAgentTranslation } from '../i18n';
import { layoutStyles } from '../layout';

/** Levels offered in the level filter: the demo team is 3 deep, real ones rarely pass 10. */
export const LEVELS = Array.from({ length: 10 }, (_, i) => String(i + 1));

/**
 * The team filters every team list has: an account search (sent on Search, not on each key) and, with
 * `onLevel`, a level below the agent (1 is the direct downline).
 */
export function MemberFilter({
  account,
  level = '',
  levelDisabled,
  onAccount,
  onLevel,
}: {
  account: string;
  level?: string;
  /** The direct downline is level 1 only. */
  levelDisabled?: boolean;
  onAccount: (account: string) => void;
  onLevel?: (level: string) => void;
}) {
  const { t } = useAgentTranslation();
  const [typed, setTyped] = useState(account);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onAccount(typed.trim());
  };
  return (
    <form className={layoutStyles.filters} onSubmit={search} role="search" aria-label={t('common.member.search')}>
      <label className={layoutStyles.field}>
        <span>{t('common.member.account')}</span>
        <input className={layoutStyles.control} type="search" value={typed} maxLength={32} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      </label>
      {onLevel && (
      <label className={layoutStyles.field}>
        <span>{t('common.member.level')}</span>
        <select className={layoutStyles.control} value={level} disabled={levelDisabled} onChange={(e) => onLevel(e.target.value)}>
          <option value="">{t('common.member.allLevels')}</option>
          {LEVELS.map((value) => (
            <option key={value} value={value}>
              {t('common.member.levelN', { level: value })}
            </option>
          ))}
        </select>
      </label>
      )}
      <Button type="submit" variant="secondary" className={layoutStyles.touch}>
        {t('common.member.searchButton')}
      </Button>
    </form>
  );
}
