import { SUPPORTED_LANGUAGES, useLanguage, type LanguageCode } from '@portal/kernel';
import { changeLanguage } from './language';
import styles from './LanguageSelect.module.css';
import { useShellTranslation } from '../../i18n';

/** Each language is named in itself, so a reader finds their own whatever is showing now. */
export const NATIVE_NAMES: Record<LanguageCode, string> = { MY: 'မြန်မာ', EN: 'English', CN: '中文' };

export function LanguageSelect() {
  const { t } = useShellTranslation();
  const language = useLanguage();
  return (
    <select
      className={styles.select}
      aria-label={t('side.language')}
      value={language}
      onChange={(event) => changeLanguage(event.target.value as LanguageCode)}
    >
      {SUPPORTED_LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {NATIVE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
