import * as React from 'react';
import { Route, Routes } from 'react-router-dom';
import { registerReact, type RemoteAppProps } from '@portal/shared';
import './i18n';
import { LobbyPage, pageOf } from './features/lobby';

registerReact('mfe-games', React);

/** Game centre, game list and account game pages of spec §2, chosen by the path the shell gives. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="*" element={<LobbyPage page={pageOf(basePath)} />} />
    </Routes>
  );
}
