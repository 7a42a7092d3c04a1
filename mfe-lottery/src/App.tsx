import * as React from 'react';
import { registerReact, type RemoteAppProps, Route, Routes } from '@portal/shared';
import './i18n';
import { LotteryPage, lotteryAreaOf } from './features/lotteryPage';

registerReact('mfe-lottery', React);

/** The lottery remote: /lottery, /seaLottery and /vnLottery, each with its draws and views. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="*" element={<LotteryPage area={lotteryAreaOf(basePath)} />} />
    </Routes>
  );
}
