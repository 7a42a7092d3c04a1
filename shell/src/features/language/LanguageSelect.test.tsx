import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@portal/kernel';
import { storage, STORAGE_KEYS } from '@portal/shared';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { initialLanguage, LanguageSelect } from '.';

beforeEach(() => {
  localStorage.clear();
  shellWriter.setLanguage('EN');
});

test('the selector offers exactly the translated languages, MY, EN, CN, each in its own name', () => {
  render(<LanguageSelect />);
  const select = screen.getByRole('combobox', { name: 'Language' });
  const options = within(select).getAllByRole('option');
  expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
    ['MY', 'မြန်မာ'],
    ['EN', 'English'],
    ['CN', '中文'],
  ]);
  // The codes the spec lists without texts are not offered.
  for (const listed of ['JA', 'TH', 'VI', 'KO', 'TW']) expect(within(select).queryByRole('option', { name: new RegExp(listed, 'i') })).toBeNull();
});

test('choosing one switches the page and is remembered', async () => {
  render(<LanguageSelect />);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'CN');
  expect(bus.language$.value).toBe('CN');
  expect(storage.local.get(STORAGE_KEYS.lang)).toBe('CN');
});

test('a language code the site has no texts for (an address or a stored choice) opens the site in MY, the default', () => {
  expect(initialLanguage('?lang=ja')).toBe('MY');
  expect(initialLanguage('?lang=TH')).toBe('MY');
  expect(initialLanguage('?lang=en')).toBe('EN');
  storage.local.set(STORAGE_KEYS.lang, 'VI');
  expect(initialLanguage('')).toBe('MY');
  storage.local.set(STORAGE_KEYS.lang, 'CN');
  expect(initialLanguage('?lang=ko')).toBe('CN');
});
