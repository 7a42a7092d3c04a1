import { useEffect, useRef, useState } from 'react';
import { http, sendCommand } from '@portal/kernel';
import { Button, checkVerificationCode, formatIssue, FormMessage, Modal, serverProblem, Spinner, TextField, useForm } from '@portal/shared';
import { authenticatorConfirm, authenticatorStart, type AuthenticatorSetup } from '@portal/shared/contracts';
import { FormActions } from '../../forms';
import { useCommonTranslation, useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { useCopyText } from './useCopyText';
import styles from './Authenticator.module.css';

type Field = 'code';
const FIELDS: readonly Field[] = ['code'];
const BY_CODE = { 'verification.invalid': 'code', 'authenticator.code.used': 'code' } as const satisfies Record<string, Field>;

/** The base32 key in groups of four, as people type it into a phone (the apps ignore the blanks). */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Binds an authenticator app: the dialog starts a binding (a new secret), shows it as a QR code (the
 * shell draws it, as the referral page's link) and as a key to type, takes the app's current code, and
 * then shows the 10 recovery codes once, with Copy. `onBound` runs when the member leaves that list.
 */
export function AuthenticatorBindDialog({ onClose, onBound }: { onClose: () => void; onBound: () => void }) {
  const { t } = useMemberTranslation();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [startError, setStartError] = useState<{ error: unknown } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { t: tc } = useCommonTranslation();

  // Once per opening: every start makes a new secret, and the one shown must be the one kept.
  useEffect(() => {
    let current = true;
    http.call(authenticatorStart).then(
      (answer) => current && setSetup(answer),
      (error: unknown) => current && setStartError({ error }),
    );
    return () => {
      current = false;
    };
  }, []);

  const title = t('security.authenticator.bindTitle');
  if (recoveryCodes) {
    return (
      <Modal open title={title} onClose={onBound} size="sm">
        <RecoveryCodes codes={recoveryCodes} onDone={onBound} />
      </Modal>
    );
  }
  return (
    <Modal open title={title} onClose={onClose} size="sm">
      <div data-testid="authenticator-bind-dialog">
        {setup ? (
          <SetupSteps setup={setup} onClose={onClose} onConfirmed={setRecoveryCodes} />
        ) : startError ? (
          <FormMessage message={serverProblem(startError.error, FIELDS, tc('failed')).form ?? tc('failed')} testId="authenticator-start-error" />
        ) : (
          <Spinner />
        )}
      </div>
    </Modal>
  );
}

function SetupSteps({ setup, onClose, onConfirmed }: { setup: AuthenticatorSetup; onClose: () => void; onConfirmed: (codes: string[]) => void }) {
  const { t } = useMemberTranslation();
  const { t: tc } = useCommonTranslation();
  const [code, setCode] = useState('');
  const form = useForm(FIELDS, { byCode: BY_CODE, fallback: tc('failed') });
  const keyRef = useRef<HTMLElement>(null);
  const { copy, result } = useCopyText();

  const submit = form.handleSubmit(
    () => ({ code: formatIssue(checkVerificationCode(code)) }),
    async () => {
      const answer = await http.call(authenticatorConfirm, { code: code.replace(/\s+/g, '') });
      onConfirmed(answer.recoveryCodes);
    },
  );

  return (
    <form className={layoutStyles.stack} onSubmit={submit} noValidate>
      <ol className={styles.steps}>
        <li>
          <span>{t('security.authenticator.scan')}</span>
          {/* The shell draws the QR code (its own component, over this dialog): no QR library in this remote. */}
          <Button variant="secondary" onClick={() => sendCommand({ type: 'openModal', modal: 'qrCode', params: { value: setup.uri, key: setup.secret, title: t('security.authenticator.qrTitle') } })}>
            {t('security.authenticator.showQr')}
          </Button>
        </li>
        <li>
          <span>{t('security.authenticator.typeKey')}</span>
          <div className={styles.row}>
            <code ref={keyRef} className={styles.key} data-testid="authenticator-key" aria-label={t('security.authenticator.key')}>
              {groupedKey(setup.secret)}
            </code>
            <Button variant="secondary" onClick={() => void copy(setup.secret, keyRef.current)} aria-label={t('security.authenticator.copyKey')}>
              {t('security.authenticator.copy')}
            </Button>
          </div>
          <CopyStatus result={result} />
        </li>
        <li>
          <span>{t('security.authenticator.enterCode')}</span>
          <TextField
            label={t('security.authenticator.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              form.clear('code');
            }}
            error={form.errors.code}
          />
        </li>
      </ol>
      <FormMessage message={form.formError} testId="authenticator-bind-error" />
      <FormActions label={t('security.authenticator.confirm')} sending={form.sending} onCancel={onClose} cancelLabel={t('security.bind.cancel')} />
    </form>
  );
}

function CopyStatus({ result }: { result: 'copied' | 'selected' | null }) {
  const { t } = useMemberTranslation();
  return (
    <p className={layoutStyles.note} role="status">
      {result === 'copied' ? t('security.authenticator.copied') : result === 'selected' ? t('security.authenticator.selected') : ''}
    </p>
  );
}

/** The recovery codes, shown this once: each stands in for a code once if the phone is lost. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useMemberTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const { copy, result } = useCopyText();
  return (
    <div className={layoutStyles.stack} data-testid="authenticator-recovery">
      <p className={layoutStyles.note}>{t('security.authenticator.bound')}</p>
      <p>{t('security.authenticator.recoveryLead', { count: codes.length })}</p>
      <ul ref={listRef} className={styles.codes} aria-label={t('security.authenticator.recoveryCodes')} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => void copy(codes.join('\n'), listRef.current)}>
          {t('security.authenticator.copyCodes')}
        </Button>
        <Button onClick={onDone}>{t('security.authenticator.saved')}</Button>
      </div>
      <CopyStatus result={result} />
    </div>
  );
}
