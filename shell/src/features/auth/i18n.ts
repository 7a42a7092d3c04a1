import { registerResources } from '@portal/shared';
import my from './locales/my.json';
import en from './locales/en.json';
import cn from './locales/cn.json';

// Each shell feature keeps its own texts and merges them into the `shell` namespace.
registerResources('shell', { my, en, cn });
