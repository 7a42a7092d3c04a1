import { sendCommand } from '@portal/kernel';
import { Button, Section } from '@portal/shared';
import type { ReferralInfo } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { CopyField } from './CopyField';
import { useCopy } from './useCopy';
import styles from './Referral.module.css';

/** The member's code and link (the site's origin and the answer's path), to copy or show as a QR. */
export function ShareSection({ info }: { info: ReferralInfo }) {
  const { t } = useMemberTranslation();
  const { copy, resultFor } = useCopy<'code' | 'link'>();
  const link = `${window.location.origin}${info.path}`;
  return (
    <Section title={t('referral.share')} testId="referral-share">
      <p className={layoutStyles.note}>{t('referral.shareNote')}</p>
      <CopyField label={t('referral.code')} value={info.code} testId="referral-code" result={resultFor('code')} onCopy={(field) => void copy('code', info.code, field)} />
      <CopyField label={t('referral.link')} value={link} testId="referral-link" result={resultFor('link')} onCopy={(field) => void copy('link', link, field)} />
      {/* The shell draws the QR (its own component): a friend beside the member scans it. */}
      <Button variant="secondary" className={styles.qrButton} onClick={() => sendCommand({ type: 'openModal', modal: 'qrCode', params: { value: link, title: t('referral.qrTitle') } })}>
        {t('referral.showQr')}
      </Button>
    </Section>
  );
}
