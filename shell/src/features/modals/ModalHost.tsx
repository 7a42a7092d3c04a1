import { lazy, Suspense, useEffect, useState } from 'react';
import { useCommand, withTexts, type ModalName } from '@portal/kernel';
import { ConfirmDialog } from '@portal/shared';
import { AnnouncementModal, type NoticeSource } from '../announcements';
import { HelpCenterModal } from '../help';
import { GamePopupModal } from '../gameNav';
import { openModal$ } from '../../app/openModal';
import { serviceChannels, useSiteConfig } from '../boot';
import { useShellTranslation } from '../../i18n';

// The forms and popups a visitor may never open load on first use, not with the page, together with
// their texts in the language shown (withTexts), so no one sees a key while they arrive.
const LoginModal = lazy(withTexts(() => import('../auth').then((m) => ({ default: m.LoginModal }))));
const RegisterModal = lazy(withTexts(() => import('../auth').then((m) => ({ default: m.RegisterModal }))));
const ForgotPasswordModal = lazy(withTexts(() => import('../password').then((m) => ({ default: m.ForgotPasswordModal }))));
const ChangePasswordModal = lazy(withTexts(() => import('../password').then((m) => ({ default: m.ChangePasswordModal }))));
const FeedbackModal = lazy(withTexts(() => import('../feedback').then((m) => ({ default: m.FeedbackModal }))));
const AppDownloadModal = lazy(withTexts(() => import('../appDownload').then((m) => ({ default: m.AppDownloadModal }))));
const QrCodeModal = lazy(withTexts(() => import('../appDownload').then((m) => ({ default: m.QrCodeModal }))));
const CustomerServiceModal = lazy(withTexts(() => import('../customerService').then((m) => ({ default: m.CustomerServiceModal }))));

/** Every modal of the shell opens from an `openModal` command, whoever sent it. */
export function ModalHost() {
  const { t } = useShellTranslation();
  const { customerService } = useSiteConfig();
  const [open, setOpen] = useState<{ modal: ModalName; params: Record<string, unknown> } | null>(null);
  // Customer service always has its live chat desks, with or without other channels.
  useCommand('openModal', (command) => setOpen({ modal: command.modal, params: command.params ?? {} }));
  const close = () => setOpen(null);
  useEffect(() => openModal$.next(open?.modal ?? null), [open]);
  const params = open?.params ?? {};
  const feedback = () => setOpen({ modal: 'feedback', params: {} });
  if (open?.modal === 'customerService') {
    return (
      <Suspense fallback={null}>
        <CustomerServiceModal channels={serviceChannels(customerService)} onClose={close} onFeedback={feedback} />
      </Suspense>
    );
  }
  return <Suspense fallback={null}>{modalFor(open?.modal, params, close, t)}</Suspense>;
}

function modalFor(modal: ModalName | undefined, params: Record<string, unknown>, close: () => void, t: (key: string) => string) {
  switch (modal) {
    case 'login':
      return <LoginModal onClose={close} params={params} />;
    case 'register':
      return <RegisterModal onClose={close} params={params} />;
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
    case 'qrCode':
      return typeof params.value === 'string' ? (
        <QrCodeModal onClose={close} value={params.value} title={typeof params.title === 'string' ? params.title : ''} secretKey={typeof params.key === 'string' ? params.key : undefined} />
      ) : null;
    case 'gamePopup':
      return <GamePopupModal onClose={close} params={params} />;
    case 'trialWarning':
      // Titled by what it is about: untitled, the dialog would read "Confirm" over a "Confirm" button.
      return <ConfirmDialog open tone="warning" title={t('trial.title')} message={t('trial.blocked')} onConfirm={close} />;
    default:
      return null;
  }
}
