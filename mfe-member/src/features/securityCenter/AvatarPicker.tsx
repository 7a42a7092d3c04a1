import { useState } from 'react';
import { http, isApiError, sendCommand } from '@portal/kernel';
import { ACTIVITY_IMAGE_TYPES, FilePickButton, FormMessage, imageFileProblem, readAsDataUrl } from '@portal/shared';
import { AVATAR_MAX_BYTES, AVATAR_PRESETS, avatarPresetPath, memberIcon, type AvatarPreset, type MemberIconBody } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx } from '../../layout';
import styles from './AvatarPicker.module.css';

const MAX_MB = AVATAR_MAX_BYTES / 1024 / 1024;

/** What the browser can tell of a chosen file before sending it: the shared png/jpg rule, and the avatar's 1 MB. */
function avatarFileProblem(file: File): 'type' | 'size' | null {
  return imageFileProblem(file) ?? (file.size > AVATAR_MAX_BYTES ? 'size' : null);
}

/** The refusal without the wire's `image: ` prefix: the picker has one field, and the name is not the member's language. */
const withoutField = (message: string, field: string | undefined) => (field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message);

export interface AvatarPickerProps {
  /** The avatar now (`memberInfo.avatarUrl`), absent while the member has none. */
  avatarUrl: string | undefined;
}

/**
 * The member's avatar (spec §7 `/wps/member/info/icon`): one of the drawn pictures, or an
 * upload (png or jpg, 1 MB; the browser checks type and size first, the server checks the bytes and
 * re-encodes them). After a change the shell is asked to load the member once, so the header shows
 * the new picture without a reload.
 */
export function AvatarPicker({ avatarUrl }: AvatarPickerProps) {
  const { t } = useMemberTranslation();
  const [current, setCurrent] = useState(avatarUrl);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const save = async (body: MemberIconBody) => {
    if (sending) return;
    setSending(true);
    setProblem(null);
    setDone(null);
    try {
      const answer = await http.call(memberIcon, body);
      setCurrent(answer.avatarUrl);
      setDone(t('security.avatar.saved'));
      sendCommand({ type: 'refreshMember' });
    } catch (failure: unknown) {
      setProblem(isApiError(failure) && failure.message ? withoutField(failure.message, failure.field) : t('security.avatar.failed'));
    } finally {
      setSending(false);
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const wrong = avatarFileProblem(file);
    if (wrong) {
      setDone(null);
      return setProblem(t(wrong === 'type' ? 'security.avatar.wrongType' : 'security.avatar.tooBig', { name: file.name, max: MAX_MB }));
    }
    await save({ image: await readAsDataUrl(file) });
  };

  const isCurrent = (preset: AvatarPreset) => current === avatarPresetPath(preset);

  return (
    <div className={styles.picker} data-testid="avatar-picker">
      <div className={styles.now}>
        {current ? (
          <img className={styles.current} src={current} alt={t('security.avatar.current')} width={72} height={72} data-testid="avatar-current" />
        ) : (
          <span className={cx(styles.current, styles.none)} data-testid="avatar-none">
            {t('security.avatar.none')}
          </span>
        )}
        <p className={styles.hint}>{t('security.avatar.lead', { max: MAX_MB })}</p>
      </div>
      <ul className={styles.presets} aria-label={t('security.avatar.presets')}>
        {AVATAR_PRESETS.map((preset) => (
          <li key={preset}>
            <button
              type="button"
              className={styles.preset}
              aria-pressed={isCurrent(preset)}
              disabled={sending}
              onClick={() => void save({ preset })}
              data-testid={`avatar-preset-${preset}`}
            >
              <img src={avatarPresetPath(preset)} alt={t(`security.avatar.preset.${preset}`)} width={48} height={48} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <FilePickButton
        label={t('security.avatar.upload')}
        accept={ACTIVITY_IMAGE_TYPES}
        disabled={sending}
        invalid={Boolean(problem)}
        testId="avatar-file"
        onFiles={(files) => void upload(files?.[0])}
      />
      <FormMessage message={problem} testId="avatar-problem" />
      <FormMessage message={done} tone="success" testId="avatar-saved" />
    </div>
  );
}
