import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useCommand, type ModalName } from '@portal/shared';
import { LoginModal, RegisterModal } from '../auth';
import { ChangePasswordModal, ForgotPasswordModal } from '../password';
import { AnnouncementModal, type NoticeSource } from '../announcements';
import { HelpCenterModal } from '../help';
import { FeedbackModal } from '../feedback';
import { AppDownloadModal } from '../appDownload';
import { openModal$ } from '../../app/openModal';

/** Every modal of the shell opens from an `openModal` command, whoever sent it. */
export function ModalHost() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState<{ modal: ModalName; params: Record<string, unknown> } | null>(null);
  useCommand('openModal', (command) => setOpen({ modal: command.modal, params: command.params ?? {} }));
  const close = () => setOpen(null);
  useEffect(() => openModal$.next(open?.modal ?? null), [open]);
  const params = open?.params ?? {};
  switch (open?.modal) {
    case 'login':
      return <LoginModal onClose={close} />;
    case 'register':
      return <RegisterModal onClose={close} />;
    case 'forgotPassword':
      return <ForgotPasswordModal onClose={close} />;
    case 'changePassword':
      return <ChangePasswordModal onClose={close} params={params} />;
    case 'announcement':
      return <AnnouncementModal onClose={close} source="player" />;
    case 'notice':
      return <AnnouncementModal onClose={close} source={(params.source as NoticeSource) ?? 'player'} initialIndex={Number(params.index) || 0} />;
    case 'helpCenter':
      return <HelpCenterModal onClose={close} section={typeof params.section === 'string' ? params.section : undefined} />;
    case 'feedback':
      return <FeedbackModal onClose={close} />;
    case 'appDownload':
      return <AppDownloadModal onClose={close} />;
    case 'trialWarning':
      return <ConfirmDialog open tone="warning" message={t('trial.blocked')} onConfirm={close} />;
    default:
      return null;
  }
}
