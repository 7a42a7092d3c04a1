// The frame pieces of the apps' pages (shared by the member centre and the agent centre):
// `Section`, a titled panel whose heading names it; `CentreLayout`, a centre's menu and page (the menu
// a drawer on a phone); `usePhoneWidth`, whether the screen is phone-wide.
export { Section, type SectionProps } from './Section';
export { CentreLayout, type CentreLayoutProps, type CentrePage } from './CentreLayout';
export { PHONE_QUERY, usePhoneWidth } from './usePhoneWidth';
