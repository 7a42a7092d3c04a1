import './i18n';

export { HelpCenterModal } from './lazyHelpCenterModal';
export { useHelpSections } from './useHelpSections';
