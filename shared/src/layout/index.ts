// The frame pieces of the apps' pages (shared by the member centre and the agent centre):
// `Section`, a titled panel whose heading names it.
export { Section, type SectionProps } from './Section';
