import { useRef, useState } from 'react';
import { isApiError } from '@portal/kernel';
import { Button, ConfirmDialog, formatIssue, SMS_ALTERNATE_COUNTDOWN_S, SMS_REQUEST_THROTTLE_MS, smsCountdownSeconds, useCountdown } from '@portal/shared';
import { useBotCheck } from './botCheck';
import styles from './AccountForms.module.css';
import { useShellTranslation } from '../../i18n';

interface Props {
  /** Checks what the code needs (the mobile number) and shows its errors; false stops the send. */
  validate: () => boolean;
  /** Sends the code with the bot check's proof (spec §7); the answer's expiredMinutes sets the countdown. */
  send: (botCheck: string | undefined) => Promise<{ expiredMinutes?: number | null }>;
}

/**
 * The send-code button of spec §4: it validates the number first, then counts down
 * expiredMinutes × 60 s (60 s when the answer has none) and stays disabled meanwhile. A refusal is
 * shown in a warning dialog with the server's message (spec §8). Each send first passes the bot check
 * (a fresh proof: one is good for one send), the button saying so meanwhile.
 */
export function SendCodeButton({ validate, send }: Props) {
  const { t } = useShellTranslation();
  const { remaining, start } = useCountdown();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const lastSend = useRef(0);
  const botCheck = useBotCheck();

  async function click() {
    if (busy || remaining > 0 || Date.now() - lastSend.current < SMS_REQUEST_THROTTLE_MS) return;
    if (!validate()) return;
    lastSend.current = Date.now();
    setBusy(true);
    try {
      let proof: string | undefined;
      try {
        proof = await botCheck.prove('sms');
      } catch (error) {
        setFailure(isApiError(error) ? error.message : t('accountForms.botCheck.failed'));
        return;
      }
      const answer = await send(proof);
      const minutes = answer?.expiredMinutes;
      start(typeof minutes === 'number' && minutes > 0 ? smsCountdownSeconds(minutes) : SMS_ALTERNATE_COUNTDOWN_S);
      setSent(typeof minutes === 'number' && minutes > 0 ? minutes : null);
    } catch (error) {
      // The dialog's title already says the code was not sent: an unexplained failure's reason is spec
      // §8's short 'Unknown error', not the sentence the forms use.
      setFailure(isApiError(error) ? error.message : formatIssue({ key: 'shared:errors.unknownShort' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" className={styles.sendCode} onClick={click} loading={busy} disabled={remaining > 0}>
        {remaining > 0 ? t('accountForms.resendIn', { seconds: remaining }) : busy && botCheck.state === 'checking' ? t('accountForms.botCheck.checking') : t('accountForms.sendCode')}
      </Button>
      {/* One live region for both news: the bot check running, then the code sent. */}
      <span className={styles.visuallyHidden} role="status">
        {busy && botCheck.state === 'checking' ? t('accountForms.botCheck.checking') : sent !== null && remaining > 0 ? t('accountForms.codeSent', { minutes: sent }) : ''}
      </span>
      <ConfirmDialog
        open={failure !== null}
        tone="warning"
        title={t('accountForms.sendFailedTitle')}
        message={failure ?? ''}
        onConfirm={() => setFailure(null)}
      />
    </>
  );
}
