import { categoryArtUrl, type GAME_LIST_CATEGORIES } from '@portal/shared/contracts';
import styles from './CategoryBanner.module.css';

type ListCategory = (typeof GAME_LIST_CATEGORIES)[number];

/**
 * A game list page's banner: the API's art for the category (no text in it) with the page's
 * title and line laid over it as HTML. It is the page's largest picture and the page's own HTML draws
 * the same art in the same box before any script runs (api/src/web/first-paint.ts: keep the two in
 * step): a fixed shape, 3:1 on a phone and 5:1 from 701 px, so its size never depends on the text.
 */
export function CategoryBanner({ category, title, lead }: { category: ListCategory; title: string; lead: string }) {
  return (
    <header className={styles.banner}>
      <img className={styles.art} src={categoryArtUrl(category)} alt="" fetchPriority="high" />
      <div className={styles.caption}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </div>
    </header>
  );
}
