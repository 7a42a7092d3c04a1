// The frame of a member page: titled panels, the faces of loaded data, and the page's CSS pieces
// (`page`, `note`, status `tag`s, `visuallyHidden`).
export { Section } from './Section';
export { RemoteView } from './RemoteView';
export { cx } from './cx';
export { default as layoutStyles } from './Layout.module.css';
