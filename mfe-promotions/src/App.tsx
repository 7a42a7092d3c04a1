import * as React from 'react';
import { registerReact, type RemoteAppProps, Route, Routes } from '@portal/kernel';
import './i18n';
import { PointMallPage } from './features/pointMall';
import { PromotionsPage } from './features/promotions';

registerReact('mfe-promotions', React);

/** /promotions and /pointMall; the shell guards /pointMall for logged-in members. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="*" element={basePath === '/pointMall' ? <PointMallPage /> : <PromotionsPage />} />
    </Routes>
  );
}
