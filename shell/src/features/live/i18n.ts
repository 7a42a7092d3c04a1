import { registerResources } from '@portal/shared';
import my from './locales/my.json';
import en from './locales/en.json';
import cn from './locales/cn.json';

registerResources('shell', { my, en, cn });
