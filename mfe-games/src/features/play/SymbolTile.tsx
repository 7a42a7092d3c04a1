import type { SymbolFace } from './slotSymbols';
import { symbolArt } from './SymbolArt';
import styles from './Slot.module.css';

/** One symbol as drawn on the reels, in the wins list and in the pay table. */
export function SymbolTile({ face, size = 'md' }: { face: SymbolFace; size?: 'sm' | 'md' }) {
  return (
    <span
      className={`${styles.face} ${styles[face.kind]} ${styles[`tone${face.tone}`]} ${face.glyph.length > 2 && face.kind === 'letter' ? styles.long : ''} ${size === 'sm' ? styles.small : ''}`}
      role="img"
      aria-label={face.name}
      title={face.name}
    >
      {(face.art && symbolArt(face.art)) || <span aria-hidden="true">{face.glyph}</span>}
    </span>
  );
}
