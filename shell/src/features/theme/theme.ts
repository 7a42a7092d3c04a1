import { type ThemeName } from '@portal/kernel';
import { storage, STORAGE_KEYS } from '@portal/shared';
import { shellWriter } from '../../app/shellWriter';

export function storedTheme(): ThemeName {
  return storage.local.get<string>(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark';
}

/** Design tokens hang off :root[data-theme]; the choice is remembered across visits. */
export function applyTheme(theme: ThemeName): void {
  document.documentElement.dataset.theme = theme;
  storage.local.set(STORAGE_KEYS.theme, theme);
  shellWriter.setTheme(theme);
}
