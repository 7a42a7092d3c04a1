import { useId, useState } from 'react';
import { http, isApiError } from '@portal/kernel';
import { ACTIVITY_COMMENT_MAX_LENGTH, ACTIVITY_IMAGE_MAX_BYTES, ACTIVITY_IMAGE_MAX_COUNT, ACTIVITY_IMAGE_TYPES, Button, FilePickButton, imageFileProblem, readAsDataUrl } from '@portal/shared';
import { MCSFE_signUpPromotionJoin, type PromotionStatus, type PromotionSummary } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import styles from './ApplicationForm.module.css';

interface Picked {
  name: string;
  dataUrl: string;
}

export interface ApplicationFormProps {
  promotion: PromotionSummary;
  onApplied: (status: PromotionStatus) => void;
  onCancel: () => void;
}

/**
 * The application of an activity that asks for one (spec §3, §9): a comment of up to 140 characters
 * and up to 3 png or jpg images of 5 MB each. The browser checks type, size and count so a member hears
 * of a wrong file at once; the server checks the bytes again and decides nothing until an operator does.
 * A refusal keeps what was typed and picked.
 */
export function ApplicationForm({ promotion, onApplied, onCancel }: ApplicationFormProps) {
  const { t } = usePromotionsTranslation();
  const commentId = useId();
  const filesId = useId();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<{ field: 'comment' | 'images' | 'form'; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const maxMb = ACTIVITY_IMAGE_MAX_BYTES / 1024 / 1024;

  const pick = async (files: FileList | null) => {
    setProblem(null);
    const chosen = Array.from(files ?? []);
    if (images.length + chosen.length > ACTIVITY_IMAGE_MAX_COUNT) return setProblem({ field: 'images', message: t('apply.tooMany', { max: ACTIVITY_IMAGE_MAX_COUNT }) });
    for (const file of chosen) {
      const wrong = imageFileProblem(file);
      if (wrong === 'type') return setProblem({ field: 'images', message: t('apply.wrongType', { name: file.name }) });
      if (wrong === 'size') return setProblem({ field: 'images', message: t('apply.tooBig', { name: file.name, max: maxMb }) });
    }
    const read = await Promise.all(chosen.map(async (file) => ({ name: file.name, dataUrl: await readAsDataUrl(file) })));
    setImages((before) => [...before, ...read]);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (comment.trim() === '') return setProblem({ field: 'comment', message: t('apply.commentRequired') });
    setProblem(null);
    setSending(true);
    try {
      const answer = await http.call(MCSFE_signUpPromotionJoin, { promotionId: promotion.promotionId, comment: comment.trim(), images: images.map((image) => image.dataUrl) });
      onApplied(answer.status);
    } catch (failure: unknown) {
      const field = isApiError(failure) && (failure.field === 'comment' || failure.field === 'images') ? failure.field : 'form';
      setProblem({ field, message: isApiError(failure) && failure.message ? failure.message : t('apply.failed') });
    } finally {
      setSending(false);
    }
  };

  const errorOf = (field: 'comment' | 'images' | 'form') =>
    problem?.field === field ? (
      <p role="alert" className={styles.error} id={`${field === 'comment' ? commentId : filesId}-error`}>
        {problem.message}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="application-form">
      <h4 className={styles.heading}>{t('apply.title', { title: promotion.title })}</h4>
      <label htmlFor={commentId} className={styles.label}>
        {t('apply.comment')}
      </label>
      <textarea
        id={commentId}
        className={styles.comment}
        value={comment}
        maxLength={ACTIVITY_COMMENT_MAX_LENGTH}
        rows={3}
        aria-invalid={problem?.field === 'comment' || undefined}
        aria-describedby={`${commentId}-count`}
        onChange={(event) => {
          setComment(event.target.value);
          if (problem?.field === 'comment') setProblem(null);
        }}
      />
      <span id={`${commentId}-count`} className={styles.hint} aria-live="polite">
        {t('apply.count', { n: comment.length, max: ACTIVITY_COMMENT_MAX_LENGTH })}
      </span>
      {errorOf('comment')}

      <span className={styles.label}>{t('apply.images')}</span>
      <span className={styles.hint} id={`${filesId}-hint`}>
        {t('apply.imagesHint', { max: ACTIVITY_IMAGE_MAX_COUNT, mb: maxMb })}
      </span>
      {images.length > 0 && (
        <ul className={styles.previews}>
          {images.map((image, index) => (
            <li key={`${image.name}-${index}`} className={styles.preview}>
              <img src={image.dataUrl} alt={image.name} className={styles.thumb} />
              <Button
                variant="secondary"
                className={styles.touch}
                aria-label={t('apply.removeNamed', { name: image.name })}
                onClick={() => setImages((before) => before.filter((_, at) => at !== index))}
              >
                {t('apply.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {images.length < ACTIVITY_IMAGE_MAX_COUNT && (
        <FilePickButton
          label={t('apply.pick')}
          accept={ACTIVITY_IMAGE_TYPES}
          multiple
          describedBy={`${filesId}-hint`}
          invalid={problem?.field === 'images'}
          onFiles={(files) => void pick(files)}
        />
      )}
      {errorOf('images')}
      {errorOf('form')}
      <div className={styles.actions}>
        <Button type="submit" className={styles.touch} loading={sending}>
          {t('apply.submit')}
        </Button>
        <Button variant="secondary" className={styles.touch} onClick={onCancel}>
          {t('apply.cancel')}
        </Button>
      </div>
    </form>
  );
}
