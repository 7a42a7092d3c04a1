import { useState } from 'react';
import { useCommand, type ModalName } from '@portal/shared';
import { LoginModal, RegisterModal } from '../auth';

/** Every modal of the shell opens from an `openModal` command, whoever sent it. */
export function ModalHost() {
  const [open, setOpen] = useState<ModalName | null>(null);
  useCommand('openModal', (command) => setOpen(command.modal));
  const close = () => setOpen(null);
  switch (open) {
    case 'login':
      return <LoginModal onClose={close} />;
    case 'register':
      return <RegisterModal onClose={close} />;
    default:
      return null;
  }
}
