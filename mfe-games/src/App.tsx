import * as React from 'react';
import { registerReact, type RemoteAppProps, Route, Routes } from '@portal/kernel';
import './i18n';
import { LobbyPage, pageOf } from './features/lobby';
import { LaunchProvider } from './features/launch';
import { FavouriteNotice } from './features/favourites';
import { PlayPage } from './features/play';

registerReact('mfe-games', React);

/**
 * Game centre, game list, account game pages and the play page of spec §2, chosen by the path the
 * shell mounts the remote at. The shell may keep this component mounted from one game path to the
 * next, so each page is keyed by its path and starts fresh.
 */
export default function App({ basePath }: RemoteAppProps) {
  const page = basePath === '/seamless' ? <PlayPage /> : <LobbyPage key={basePath} page={pageOf(basePath)} />;
  return (
    <LaunchProvider>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
      <FavouriteNotice />
    </LaunchProvider>
  );
}
