import * as React from 'react';
import { registerReact, type RemoteAppProps, Route, Routes } from '@portal/kernel';
import './i18n';
import { LotteryPage, lotteryFamilyOf } from './features/lotteryPage';

registerReact('mfe-lottery', React);

/** The lottery remote: /lottery (fast e-lottery), /seaLottery (SEA 4D) and /vnLottery (Vietnam), each with its lobby and betting views. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="*" element={<LotteryPage family={lotteryFamilyOf(basePath)} />} />
    </Routes>
  );
}
