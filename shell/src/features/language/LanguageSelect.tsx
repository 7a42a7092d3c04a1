import { SUPPORTED_LANGUAGES, useLanguage, type LanguageCode } from '@portal/kernel';
import { changeLanguage } from './language';
import styles from './LanguageSelect.module.css';
import { useShellTranslation } from '../../i18n';

/** Each language is named in itself, so a reader finds their own whatever is showing now. */
export const NATIVE_NAMES: Record<LanguageCode, string> = { MY: 'မြန်မာ', EN: 'English', CN: '中文' };

/**
 * The language selector of spec §1/§2: it offers the languages the interface is translated into,
 * `SUPPORTED_LANGUAGES` (MY, EN, CN), in that order, each in its own name. The other codes the spec
 * lists (JA, TH, VI, ES, …) are not offered: none has texts, and a choice that showed Burmese or English
 * under another language's name would mislead the reader. A language joins the list when its texts
 * ship (every package's locales, the API's catalogue); until then a `?lang=` or a stored choice of
 * one of those codes opens the site in MY, the default (`initialLanguage`).
 */
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
