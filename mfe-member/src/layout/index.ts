// The frame of a member page (its titled panels and the faces of loaded data are @portal/shared's
// `Section` and `ResultView`): `cx` and the page's CSS pieces (`page`, `stack`, `note`, status `tag`s,
// `visuallyHidden`); `Cards.module.css` the card lists' look (tabs, list, card, head, title, link), composed by pages.
export { cx } from './cx';
export { default as layoutStyles } from './Layout.module.css';
