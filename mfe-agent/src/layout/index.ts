// The frame of an agent page: the page with its hero, and the CSS pieces the pages share (filters,
// touch-sized controls, notes). Its titled panels are @portal/shared's `Section`.
export { AgentPage } from './AgentPage';
export { default as layoutStyles } from './Layout.module.css';
