import * as React from 'react';
import { registerReact, type RemoteAppProps } from '@portal/shared';
import './i18n';
import { JackpotCounter } from './features/jackpot';
import styles from './HomeSections.module.css';

registerReact('mfe-games', React);

/**
 * The game sections of the shell's home page (exposed as `mfe-games/HomeSections`). The hot row, the
 * winner board and the category rows join the jackpot here with the game catalogue.
 */
export default function HomeSections(_props: RemoteAppProps) {
  return (
    <div className={styles.sections} data-testid="home-sections">
      <JackpotCounter />
    </div>
  );
}
