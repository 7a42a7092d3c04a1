import { useTranslation } from 'react-i18next';
import { registerResources } from '@portal/shared';
import { NS } from '../../i18n';
import my from './locales/my.json';
import en from './locales/en.json';
import cn from './locales/cn.json';

// The game page's texts live in the games namespace under `play`.
registerResources(NS, { my: { play: my }, en: { play: en }, cn: { play: cn } });

export { NS };

/** `t` of the game page: keys are relative to `games:play`. */
export const usePlayTranslation = () => useTranslation(NS, { keyPrefix: 'play' });
