// The frame of a member page (its titled panels and the faces of loaded data are @portal/shared's
// `Section` and `ResultView`): `cx` and the page's CSS pieces (`page`, `stack`, `note`, status `tag`s,
// `visuallyHidden`); `Cards.module.css` the card lists' look (tabs, list, card, head, title, link), composed by pages;
// `ProgressBar` every progress bar.
export { cx } from './cx';
export { default as layoutStyles } from './Layout.module.css';
export { ProgressBar } from './ProgressBar';
