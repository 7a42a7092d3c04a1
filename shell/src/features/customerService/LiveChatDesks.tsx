import { useId, useState } from 'react';
import { http, isApiError, useLanguage } from '@portal/kernel';
import { Button, ErrorState, Skeleton, useQuery } from '@portal/shared';
import { CBS_launchChat, CBS_modelList, type ChatModel } from '@portal/shared/contracts';
import { NATIVE_NAMES } from '../language';
import styles from './CustomerServiceModal.module.css';
import { useShellTranslation } from '../../i18n';

type Launch = { code: string; state: 'opening' } | { code: string; state: 'opened' } | { code: string; state: 'blocked'; url: string } | { code: string; state: 'failed'; message: string };

/**
 * The site's chat desks (`CBS_modelList`), each online or not by its hours, and a chat with one
 * (`CBS_launchChat`) in a new window: the window is opened at the click (so no popup blocker takes it)
 * and sent to the chat page when the call answers. A blocked window leaves a link to the chat here.
 */
export function LiveChatDesks() {
  const { t } = useShellTranslation();
  const headingId = useId();
  const language = useLanguage();
  const desks = useQuery((signal) => http.call(CBS_modelList, undefined, { signal }), [language]);
  const [launch, setLaunch] = useState<Launch | null>(null);

  const start = (desk: ChatModel) => {
    const win = window.open('', '_blank');
    setLaunch({ code: desk.modelCode, state: 'opening' });
    http.call(CBS_launchChat, { modelCode: desk.modelCode }).then(
      ({ chatUrl }) => {
        const url = new URL(chatUrl, window.location.origin).href;
        if (!win || win.closed) {
          setLaunch({ code: desk.modelCode, state: 'blocked', url });
          return;
        }
        win.opener = null;
        win.location.href = url;
        setLaunch({ code: desk.modelCode, state: 'opened' });
      },
      (error: unknown) => {
        win?.close();
        setLaunch({ code: desk.modelCode, state: 'failed', message: isApiError(error) && error.message ? error.message : t('liveChat.launchFailed') });
      },
    );
  };

  let body;
  if (desks.status === 'failed') body = <ErrorState message={t('liveChat.failed')} onRetry={desks.retry} />;
  else if (!desks.data) body = <Skeleton lines={2} height={56} />;
  else {
    body = (
      <ul className={styles.desks}>
        {desks.data.map((desk) => {
          const mine = launch?.code === desk.modelCode ? launch : null;
          return (
            <li key={desk.modelCode} className={styles.desk} data-testid="chat-desk">
              <div className={styles.deskHead}>
                <strong id={`${headingId}-${desk.modelCode}`}>{desk.name}</strong>
                <span className={desk.online ? styles.online : styles.offline}>
                  {desk.online ? t('liveChat.online') : t('liveChat.offline', { time: desk.opensAt })}
                </span>
              </div>
              <p className={styles.deskText}>{desk.description}</p>
              <p className={styles.deskText}>
                {t('liveChat.languages', { languages: desk.languages.map((code) => NATIVE_NAMES[code]).join(', ') })}
              </p>
              {/* Named by its text and the desk ("Start chat Deposit help"): the visible words start the name. */}
              <Button
                id={`${headingId}-${desk.modelCode}-start`}
                variant={desk.online ? 'primary' : 'secondary'}
                onClick={() => start(desk)}
                disabled={mine?.state === 'opening'}
                aria-labelledby={`${headingId}-${desk.modelCode}-start ${headingId}-${desk.modelCode}`}
              >
                {mine?.state === 'opening' ? t('liveChat.opening') : t('liveChat.start')}
              </Button>
              {mine?.state === 'opened' && <p role="status" className={styles.deskText}>{t('liveChat.opened')}</p>}
              {mine?.state === 'failed' && <p role="alert" className={styles.problem}>{mine.message}</p>}
              {mine?.state === 'blocked' && (
                <p role="alert" className={styles.deskText}>
                  {t('liveChat.blocked')}{' '}
                  <a href={mine.url} target="_blank" rel="noopener noreferrer">
                    {t('liveChat.openHere')}
                  </a>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.live}>
      <h3 id={headingId} className={styles.liveTitle}>
        {t('liveChat.title')}
      </h3>
      <p className={styles.deskText}>{t('liveChat.lead')}</p>
      {body}
    </section>
  );
}
