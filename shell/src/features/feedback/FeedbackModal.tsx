import { useEffect, useState } from 'react';
import { http, useSession } from '@portal/kernel';
import { Button, ConfirmDialog, FEEDBACK_DESCRIPTION_MAX_LENGTH, FEEDBACK_DESCRIPTION_MIN_LENGTH, Modal, useForm } from '@portal/shared';
import { FEEDBACK_TYPES, submitFeedback, type FeedbackType } from '@portal/shared/contracts';
import { CaptchaField, useCaptcha } from '../auth';
import styles from './FeedbackModal.module.css';
import { useShellTranslation } from '../../i18n';

const FIELDS = ['type', 'content', 'captcha'] as const;
type Field = (typeof FIELDS)[number];

/** Feedback and complaints (spec §3, §5): type, a 20–200 character description, captcha. */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { t } = useShellTranslation();
  const session = useSession();
  const captcha = useCaptcha();
  const [type, setType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [missing, setMissing] = useState<Field[]>([]);
  // No refusal is pinned under a field: the server's words, or 'failed', go above the button.
  const form = useForm<Field>([], { fallback: t('feedback.failed') });
  const trimmed = content.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < FEEDBACK_DESCRIPTION_MIN_LENGTH;

  useEffect(() => captcha.refresh(), [captcha.refresh]);

  const submit = form.handleSubmit(
    () => {
      const empty = FIELDS.filter((field) => (field === 'type' ? type === '' : !(field === 'content' ? trimmed : captchaText.trim())));
      if (empty.length === 0 && !tooShort) return {};
      // Not sent: the form says why its own way, the missing items in a dialog and a short description
      // under it as it is typed; a refusal already shown stays (useForm takes it away at each submit).
      if (empty.length > 0) setMissing(empty);
      form.setFormError(form.formError);
      return empty.length > 0
        ? Object.fromEntries(empty.map((field) => [field, t(`feedback.fieldNames.${field}`)]))
        : { content: t('feedback.tooShort', { min: FEEDBACK_DESCRIPTION_MIN_LENGTH, max: FEEDBACK_DESCRIPTION_MAX_LENGTH }) };
    },
    async () => {
      if (type === '') return; // stopped by the check; this tells TypeScript
      try {
        // The token goes along when there is one: a logged-in member's feedback is linked to the account.
        await http.call(submitFeedback, {
          content: trimmed,
          sender: session.member?.account ?? 'guest',
          type,
          captcha: captchaText.trim(),
          captchaKey: captcha.key,
        });
        onClose();
      } catch (failure) {
        captcha.refresh();
        setCaptchaText('');
        throw failure;
      }
    },
  );

  return (
    <Modal open title={t('feedback.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="feedback-type">{t('feedback.type')}</label>
          <select id="feedback-type" value={type} onChange={(e) => setType(e.target.value === '' ? '' : (Number(e.target.value) as FeedbackType))}>
            <option value="">{t('feedback.choose')}</option>
            {FEEDBACK_TYPES.map((code) => (
              <option key={code} value={code}>
                {t(`feedback.types.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="feedback-content">{t('feedback.content')}</label>
          <textarea
            id="feedback-content"
            rows={5}
            value={content}
            maxLength={FEEDBACK_DESCRIPTION_MAX_LENGTH}
            onChange={(e) => setContent(e.target.value.slice(0, FEEDBACK_DESCRIPTION_MAX_LENGTH))}
            aria-invalid={tooShort}
            aria-describedby="feedback-counter"
          />
          <span id="feedback-counter" className={styles.counter}>
            {content.length}/{FEEDBACK_DESCRIPTION_MAX_LENGTH}
          </span>
          {tooShort && <span className={styles.error}>{t('feedback.tooShort', { min: FEEDBACK_DESCRIPTION_MIN_LENGTH, max: FEEDBACK_DESCRIPTION_MAX_LENGTH })}</span>}
        </div>
        <CaptchaField captcha={captcha} value={captchaText} onChange={setCaptchaText} />
        {form.formError && (
          <p className={styles.error} role="alert">
            {form.formError}
          </p>
        )}
        <Button type="submit" variant="primary" loading={form.sending}>
          {t('feedback.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={missing.length > 0}
        tone="warning"
        title={t('feedback.missingTitle')}
        message={t('feedback.missing', { fields: missing.map((field) => t(`feedback.fieldNames.${field}`)).join(', ') })}
        onConfirm={() => setMissing([])}
      />
    </Modal>
  );
}
