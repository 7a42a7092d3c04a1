import type { CSSProperties } from 'react';
import { Modal } from '@portal/shared';
import type { SlotRules } from '@portal/shared/contracts';
import { usePlayTranslation } from './i18n';
import { formatMultiplier } from './math';
import type { SymbolFace } from './slotSymbols';
import { faceOf } from './slotSymbols';
import { SymbolTile } from './SymbolTile';
import styles from './PayTable.module.css';

export interface PayTableProps {
  open: boolean;
  onClose: () => void;
  rules: SlotRules;
  faces: Map<string, SymbolFace>;
}

/** What each symbol pays for 3, 4 and 5 in a row from the left, and the paylines. */
export function PayTable({ open, onClose, rules, faces }: PayTableProps) {
  const { t } = usePlayTranslation();
  const symbols = [...rules.symbols].sort((a, b) => (b.pays[2] ?? 0) - (a.pays[2] ?? 0));
  return (
    <Modal open={open} onClose={onClose} title={t('slot.payTable')} size="lg">
      <p className={styles.lead}>{t('slot.payLead', { n: rules.lines.length })}</p>
      {rules.wild && <p className={styles.lead}>{t('slot.wild', { symbol: faceOf(faces, rules.wild).name })}</p>}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('slot.symbol')}</th>
            {[3, 4, 5].map((count) => (
              <th key={count} scope="col">
                {t('slot.inARow', { n: count })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {symbols.map((symbol) => (
            <tr key={symbol.id}>
              <th scope="row">
                <span className={styles.symbol}>
                  <SymbolTile face={faceOf(faces, symbol.id)} size="sm" />
                  <span>{faceOf(faces, symbol.id).name}</span>
                </span>
              </th>
              {[0, 1, 2].map((index) => (
                <td key={index}>{symbol.pays[index] ? `${formatMultiplier(symbol.pays[index] ?? 0)}×` : '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className={styles.subtitle}>{t('slot.paylines')}</h3>
      <ol className={styles.lines}>
        {rules.lines.map((line, index) => (
          <li key={index} className={styles.line} aria-label={t('slot.line', { line: index + 1 })}>
            <span className={styles.lineNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.mini} style={{ '--reels': line.length, '--rows': rules.rows } as CSSProperties} aria-hidden="true">
              {Array.from({ length: rules.rows }, (_, row) =>
                line.map((lineRow, reel) => <span key={`${row}:${reel}`} className={lineRow === row ? styles.on : undefined} />),
              )}
            </span>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
