import { useRef } from 'react';
import { Button, useSiteDate } from '@portal/shared';
import type { InviteLink } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import type { CopyResult } from './useCopy';
import styles from './ReferralLinks.module.css';

/** The link a person opens: this site's origin (the portal the agent is on) and the answer's path. */
export const linkUrl = (link: InviteLink) => `${window.location.origin}${link.path}`;

interface LinkItemProps {
  link: InviteLink;
  copied: CopyResult;
  onCopy: (url: string, field: HTMLInputElement | null) => void;
  onDisable: () => void;
}

/** One invite link as a card (it reads at 360 px): kind, label, code, the URL to copy, registrations, status. */
export function LinkItem({ link, copied, onCopy, onDisable }: LinkItemProps) {
  const { t } = useAgentTranslation();
  const formatDate = useSiteDate();
  const field = useRef<HTMLInputElement>(null);
  const url = linkUrl(link);
  const enabled = link.status === 'enabled';
  return (
    <li className={styles.link} data-testid={`link-${link.code}`}>
      <div className={styles.head}>
        <strong>{link.name || t(`links.kinds.${link.kind}`)}</strong>
        <span className={enabled ? styles.enabled : styles.disabled}>{t(`links.status.${link.status}`)}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('links.kind')}</dt>
          <dd>{t(`links.kinds.${link.kind}`)}</dd>
        </div>
        <div>
          <dt>{t('links.code')}</dt>
          <dd>{link.code}</dd>
        </div>
        <div>
          <dt>{t('links.registered')}</dt>
          <dd>{link.registered}</dd>
        </div>
        <div>
          <dt>{t('links.createdAt')}</dt>
          <dd>{formatDate(link.createdAt, 'date')}</dd>
        </div>
      </dl>
      {/* A read-only field, so the URL wraps nowhere sideways and can be selected when copying is not allowed. */}
      <input ref={field} className={styles.url} readOnly value={url} aria-label={t('links.url', { code: link.code })} onFocus={(e) => e.target.select()} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onCopy(url, field.current)}>
          {t('links.copy')}
        </Button>
        {enabled && (
          <Button variant="ghost" onClick={onDisable}>
            {t('links.disable')}
          </Button>
        )}
      </div>
      {copied && (
        <p className={styles.copied} role="status">
          {t(`links.${copied}`)}
        </p>
      )}
    </li>
  );
}
