import type { CSSProperties } from 'react';
import { usePlayTranslation } from './i18n';
import { faceOf, type SymbolFace } from './slotSymbols';
import { SymbolTile } from './SymbolTile';
import styles from './Slot.module.css';

export interface SlotReelsProps {
  /** Rows of symbol ids (3 × 5). */
  grid: readonly string[][];
  faces: Map<string, SymbolFace>;
  /** 'row:reel' keys of winning cells. */
  highlighted: ReadonlySet<string>;
  /** The winning paylines (a row per reel), drawn over the reels. */
  winLines: readonly number[][];
  spinning: boolean;
  /** Changes with every landed spin, so the landing animation runs again. */
  spinKey: number;
}

/** The 5 × 3 window of the reels. */
export function SlotReels({ grid, faces, highlighted, winLines, spinning, spinKey }: SlotReelsProps) {
  const { t } = usePlayTranslation();
  const reels = grid[0]?.length ?? 5;
  const rows = grid.length;
  return (
    <div className={styles.window}>
      <div
        className={`${styles.grid} ${spinning ? styles.spinning : ''}`}
        style={{ '--reels': reels } as CSSProperties}
        role="group"
        aria-label={t('slot.reels')}
        aria-busy={spinning}
        data-testid="slot-grid"
      >
        {grid.map((row, rowIndex) =>
          row.map((id, reel) => {
            const win = highlighted.has(`${rowIndex}:${reel}`);
            return (
              <div
                key={`${spinKey}:${rowIndex}:${reel}`}
                className={`${styles.cell} ${win ? styles.win : ''} ${spinKey > 0 ? styles.landed : ''}`}
                style={{ '--reel': reel } as CSSProperties}
                data-testid="slot-cell"
                data-symbol={id}
                data-win={win || undefined}
              >
                <SymbolTile face={faceOf(faces, id)} />
              </div>
            );
          }),
        )}
      </div>
      {winLines.length > 0 && (
        <svg className={styles.lines} viewBox={`0 0 ${reels} ${rows}`} preserveAspectRatio="none" aria-hidden="true">
          {winLines.map((line, index) => (
            <polyline key={index} points={line.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')} vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
      )}
    </div>
  );
}
