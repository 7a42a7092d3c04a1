// The frame pieces of the apps' pages (since 2.5.0, from the member centre, shared with the agent
// centre): `Section`, a titled panel whose heading names it.
export { Section, type SectionProps } from './Section';
