import './i18n';

export { HelpCenterModal } from './HelpCenterModal';
export { useHelpSections } from './useHelpSections';
