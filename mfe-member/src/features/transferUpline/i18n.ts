import { registerResources } from '@portal/shared';
import { NS } from '../../i18n';
import my from './locales/my.json';
import en from './locales/en.json';
import cn from './locales/cn.json';

registerResources(NS, { my, en, cn });
