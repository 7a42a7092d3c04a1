import { useState, useSyncExternalStore } from 'react';
import { useSession } from '@portal/kernel';
import { Modal, storage, STORAGE_KEYS } from '@portal/shared';
import type { Popup } from '@portal/shared/contracts';
import { isFirstTimeLogin } from '../session';
import { contractPopupOpen$, openModal$ } from '../../app/openModal';
import { useAnnouncements } from './useAnnouncements';
import { SafeHtml } from './SafeHtml';
import styles from './Announcements.module.css';
import { useShellTranslation } from '../../i18n';

/** Audience of spec §4: logged in A (and F on a first login), anonymous B. */
function audience(isLogin: boolean): Array<Popup['execution']> {
  if (!isLogin) return ['B'];
  return isFirstTimeLogin() ? ['A', 'F'] : ['A'];
}

const closedPopups = () => storage.session.get<number[]>(STORAGE_KEYS.closedPopups) ?? [];

function subscribeToModals(onChange: () => void) {
  const subscriptions = [openModal$.subscribe(onChange), contractPopupOpen$.subscribe(onChange)];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

/** Home popups, one after another; a closed one stays closed for the rest of the session. */
export function HomePopups() {
  const { t } = useShellTranslation();
  const session = useSession();
  const state = useAnnouncements();
  const [closed, setClosed] = useState<number[]>(closedPopups);
  // A popup never covers a form the player has open (login, register, change password…) nor the
  // contracts waiting for an answer: it waits.
  const otherModal = useSyncExternalStore(subscribeToModals, () => openModal$.value ?? contractPopupOpen$.value);
  if (!state.data || otherModal) return null;
  const wanted = audience(session.isLogin);
  const popup = state.data.popup.find((p) => wanted.includes(p.execution) && !closed.includes(p.id));
  if (!popup) return null;
  const close = () => {
    const next = [...closed, popup.id];
    storage.session.set(STORAGE_KEYS.closedPopups, next);
    setClosed(next);
  };
  return (
    <Modal open title={popup.title || t('announcements.popupTitle')} onClose={close}>
      <div data-home-popup={popup.execution}>
        <SafeHtml html={popup.content} className={styles.popupBody} />
      </div>
    </Modal>
  );
}
