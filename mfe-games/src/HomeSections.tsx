import * as React from 'react';
import { registerReact, type RemoteAppProps } from '@portal/kernel';
import './i18n';
import { HomeGames } from './features/home';
import { LaunchProvider } from './features/launch';
import { FavouriteNotice } from './features/favourites';
import styles from './HomeSections.module.css';

registerReact('mfe-games', React);

/**
 * The game sections of the shell's home page (exposed as `mfe-games/HomeSections`): the hot row, the
 * jackpot, the winner board and the category rows.
 */
export default function HomeSections(_props: RemoteAppProps) {
  return (
    <div className={styles.sections} data-testid="home-sections">
      <LaunchProvider>
        <HomeGames />
        <FavouriteNotice />
      </LaunchProvider>
    </div>
  );
}
