import { useState, useSyncExternalStore } from 'react';
import { http, useLanguage, useSession } from '@portal/kernel';
import { Modal, storage, STORAGE_KEYS, useQuery } from '@portal/shared';
import { MCSFE_getListAnnouncements } from '@portal/shared/contracts';
import { contractPopupOpen$, openModal$ } from '../../app/openModal';
import { SafeHtml } from './SafeHtml';
import styles from './Announcements.module.css';
import { useShellTranslation } from '../../i18n';

const closedPopups = () => storage.session.get<number[]>(STORAGE_KEYS.closedPopups) ?? [];

function subscribeToModals(onChange: () => void) {
  const subscriptions = [openModal$.subscribe(onChange), contractPopupOpen$.subscribe(onChange)];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

/**
 * The caller's popups: the server decides who they are for (a guest, a new or returning member, a
 * member who may take the promotion a popup is about), so they are asked again whenever the reader
 * changes, and what a previous reader was answered is never shown to the next.
 */
function useCallerPopups() {
  const language = useLanguage();
  const session = useSession();
  return useQuery(() => http.call(MCSFE_getListAnnouncements, { types: 'PU', platform: 'W' }).then((answer) => answer.popup), [language, session.member?.id ?? null], {
    keepData: false,
  });
}

/** Home popups, one after another; a closed one stays closed for the rest of the session. */
export function HomePopups() {
  const { t } = useShellTranslation();
  const state = useCallerPopups();
  const [closed, setClosed] = useState<number[]>(closedPopups);
  // A popup never covers a form the player has open (login, register, change password…) nor the
  // contracts waiting for an answer: it waits.
  const otherModal = useSyncExternalStore(subscribeToModals, () => openModal$.value ?? contractPopupOpen$.value);
  if (!state.data || otherModal) return null;
  const popup = state.data.find((p) => !closed.includes(p.id));
  if (!popup) return null;
  const close = () => {
    const next = [...closed, popup.id];
    storage.session.set(STORAGE_KEYS.closedPopups, next);
    setClosed(next);
  };
  return (
    <Modal open title={popup.title || t('announcements.popupTitle')} onClose={close}>
      <div data-home-popup={popup.audience}>
        <SafeHtml html={popup.content} className={styles.popupBody} />
      </div>
    </Modal>
  );
}
