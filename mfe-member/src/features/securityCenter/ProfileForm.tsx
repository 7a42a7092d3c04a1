import { useState } from 'react';
import { http } from '@portal/kernel';
import { FormMessage, MINIMUM_AGE, TextField, useForm, type FieldErrors } from '@portal/shared';
import { isSiteDay, PROFILE_FIELDS, siteDay, updateProfile, type MemberProfile, type ProfileUpdateBody } from '@portal/shared/contracts';
import { formStyles, FormActions } from '../../forms';
import { useMemberTranslation } from '../../i18n';

type ProfileField = (typeof PROFILE_FIELDS)[number];

const NICKNAME_MAX = 20;
const TEXT_MAX = 100;

const characters = (value: string) => Array.from(value).length;

/** The latest birthday of someone who is `MINIMUM_AGE` today (site calendar); yyyy-MM-dd compares as text. */
export function latestAdultBirthday(now: Date): string {
  const today = siteDay(now);
  return `${String(Number(today.slice(0, 4)) - MINIMUM_AGE).padStart(4, '0')}${today.slice(4)}`;
}

const valuesOf = (profile: MemberProfile) =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field] ?? ''])) as Record<ProfileField, string>;

/**
 * Edits the profile labels of spec §3 (`PUT /wps/member/profile`). Only the fields that changed are
 * sent (an emptied field goes as '', which clears it; the nickname cannot be empty); a refusal keeps
 * everything typed and shows the server's message under the field it names.
 */
export function ProfileForm({ profile, onSaved, onCancel }: { profile: MemberProfile; onSaved: (profile: MemberProfile) => void; onCancel: () => void }) {
  const { t } = useMemberTranslation();
  const [initial] = useState(() => valuesOf(profile));
  const [values, setValues] = useState(initial);
  const form = useForm(PROFILE_FIELDS, { fallback: t('common.failed') });
  const { errors } = form;

  const set = (field: ProfileField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    form.clear(field);
  };

  const validate = (): FieldErrors<ProfileField> => {
    const found: FieldErrors<ProfileField> = {};
    const nickname = values.nickname.trim();
    if (!nickname || characters(nickname) > NICKNAME_MAX) found.nickname = t('security.profile.nicknameLength', { min: 1, max: NICKNAME_MAX });
    const birthday = values.birthday.trim();
    if (birthday) {
      if (!isSiteDay(birthday)) found.birthday = t('security.profile.birthdayFormat');
      else if (birthday > latestAdultBirthday(new Date())) found.birthday = t('security.profile.birthdayAge', { age: MINIMUM_AGE });
    }
    for (const field of PROFILE_FIELDS) {
      if (field !== 'nickname' && field !== 'birthday' && characters(values[field].trim()) > TEXT_MAX) found[field] = t('security.profile.tooLong', { max: TEXT_MAX });
    }
    return found;
  };

  const changes = (): ProfileUpdateBody => {
    const body: ProfileUpdateBody = {};
    for (const field of PROFILE_FIELDS) {
      const value = values[field].trim();
      if (value !== initial[field].trim()) body[field] = value;
    }
    return body;
  };

  const submit = form.handleSubmit(validate, async () => {
    const body = changes();
    if (Object.keys(body).length === 0) onCancel();
    else onSaved(await http.call(updateProfile, body));
  });

  const text = (field: ProfileField) => (
    <TextField
      key={field}
      label={t(`security.profile.${field}`)}
      name={field}
      maxLength={field === 'nickname' ? NICKNAME_MAX : TEXT_MAX}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={errors[field]}
    />
  );

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-testid="profile-form">
      {text('nickname')}
      <TextField
        label={t('security.profile.birthday')}
        name="birthday"
        type="date"
        max={latestAdultBirthday(new Date())}
        value={values.birthday}
        onChange={(e) => set('birthday', e.target.value)}
        error={errors.birthday}
        hint={t('security.profile.birthdayHint', { age: MINIMUM_AGE })}
      />
      {PROFILE_FIELDS.filter((field) => field !== 'nickname' && field !== 'birthday').map(text)}
      <FormMessage message={form.formError} />
      <FormActions label={t('security.profile.save')} sending={form.sending} onCancel={onCancel} cancelLabel={t('security.profile.cancel')} />
    </form>
  );
}
