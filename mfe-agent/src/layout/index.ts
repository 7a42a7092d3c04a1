// The frame of an agent page: the page with its hero, titled panels, and the CSS pieces the pages share
// (filters, touch-sized controls, notes).
export { AgentPage } from './AgentPage';
export { Section } from './Section';
export { default as layoutStyles } from './Layout.module.css';
