import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useCommand, useNavigate, type RemoteAppProps } from '@portal/kernel';

interface StandaloneHostProps {
  App: ComponentType<RemoteAppProps>;
  basePath: string;
}

/** Mounts the remote under its base path, as the shell's route table does, and follows `navigate`. */
export function StandaloneHost({ App, basePath }: StandaloneHostProps) {
  const navigate = useNavigate();
  useCommand('navigate', (command) => navigate(command.to));
  return (
    <Routes>
      <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}
