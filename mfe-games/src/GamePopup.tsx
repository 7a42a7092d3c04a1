import * as React from 'react';
import { registerReact, type RemoteAppProps } from '@portal/kernel';
import { type GameCategory } from '@portal/shared';
import './i18n';
import { GamePopupContent } from './features/popup';
import { LaunchProvider } from './features/launch';
import { FavouriteNotice } from './features/favourites';

registerReact('mfe-games', React);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The game popup's list (exposed as `mfe-games/GamePopup`), rendered by the shell inside its
 * `gamePopup` modal: `params` carries `vassalage`, `gameType` and `vendorName`; `onClose` closes
 * the modal once a game is chosen.
 */
export default function GamePopup({ params, onClose }: RemoteAppProps) {
  const vassalage = text(params?.vassalage);
  return (
    <LaunchProvider>
      <GamePopupContent
        vassalage={vassalage}
        gameType={(text(params?.gameType) || 'RNG') as GameCategory}
        vendorName={text(params?.vendorName) || vassalage}
        onClose={onClose}
      />
      <FavouriteNotice />
    </LaunchProvider>
  );
}
