import { useEffect, useState } from 'react';
import { bus, useBalance, type PortalNotification } from '@portal/kernel';
import { formatMoney } from '@portal/shared';
import styles from './NotificationToasts.module.css';
import { useShellTranslation } from '../../i18n';

const SHOWN_MS = 8_000;

interface Toast extends PortalNotification {
  id: number;
}

/** Spec §4 notifications as they arrive: a toast each, read out politely, gone after a few seconds. */
export function NotificationToasts() {
  const { t } = useShellTranslation();
  const wallet = useBalance();
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const subscription = bus.notifications$.subscribe((notification) => {
      const id = (next += 1);
      setToasts((list) => [...list.slice(-3), { ...notification, id }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((toast) => toast.id !== id));
      }, SHOWN_MS);
      timers.add(timer);
    });
    return () => {
      subscription.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, []);

  const dismiss = (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id));

  return (
    <div className={styles.stack} role="status" aria-live="polite" data-testid="notification-toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.type] ?? ''}`} data-notification={toast.type}>
          <div className={styles.text}>
            <strong>{t(`live.${toast.type}`)}</strong>
            {toast.amount !== undefined && (
              <span>
                {wallet.currencySymbol} {formatMoney(toast.amount, wallet.decimals)}
              </span>
            )}
            {toast.title && toast.type === 'newMessage' && <span>{toast.title}</span>}
          </div>
          <button type="button" className={styles.close} aria-label={t('live.dismiss')} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
