import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { registerReact, type RemoteAppProps } from '@portal/shared';
import './i18n';
import { MemberCentre, MEMBER_PAGES, MemberPageFrame } from './features/memberCentre';
import { SecurityCenter } from './features/securityCenter';

registerReact('mfe-member', React);

/** The member centre of spec §2: securityCenter by default, then every page of its menu. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route element={<MemberCentre basePath={basePath} />}>
        <Route index element={<Navigate to="securityCenter" replace />} />
        <Route path="securityCenter" element={<SecurityCenter />} />
        {MEMBER_PAGES.filter((page) => page !== 'securityCenter').map((page) => (
          <Route key={page} path={page} element={<MemberPageFrame page={page} />} />
        ))}
        <Route path="*" element={<Navigate to="securityCenter" replace />} />
      </Route>
    </Routes>
  );
}
