import { useTranslation } from 'react-i18next';
import { registerResources } from '@portal/shared';
import my from './locales/my.json';
import en from './locales/en.json';
import cn from './locales/cn.json';

/** The namespace of every member text: the package's own keys here, each feature's from its `locales`. */
export const NS = 'member';
registerResources(NS, { my, en, cn });

/** `t` of the member namespace, for features. */
export const useMemberTranslation = () => useTranslation(NS);
/** `t` of the texts every member page shares (records, forms, loading): keys relative to `member:common`. */
export const useCommonTranslation = () => useTranslation(NS, { keyPrefix: 'common' });
