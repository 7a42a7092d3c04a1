import { useState } from 'react';
import { http } from '@portal/kernel';
import { Button, FormMessage, SelectField, TextField, useForm } from '@portal/shared';
import { agentCreateLink, DOWNLINE_KINDS, type AccountKind, type InviteLink } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { formStyles } from '../../forms';

const FIELDS = ['kind', 'name'] as const;
/** The contract's limit on a link's label (CreateLinkBody.name). */
const NAME_MAX = 32;

/** A new invite link: who registers through it, and an optional label only the agent sees. */
export function CreateLinkForm({ onCreated }: { onCreated: (link: InviteLink) => void }) {
  const { t } = useAgentTranslation();
  const [kind, setKind] = useState<AccountKind>('member');
  const [name, setName] = useState('');
  const form = useForm(FIELDS, { fallback: t('links.failed') });

  const submit = form.handleSubmit(
    () => ({ name: Array.from(name.trim()).length > NAME_MAX ? t('links.nameTooLong', { max: NAME_MAX }) : undefined }),
    async () => {
      const label = name.trim();
      const link = await http.call(agentCreateLink, { kind, ...(label ? { name: label } : {}) });
      setName('');
      onCreated(link);
      return t('links.created', { code: link.code });
    },
  );

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-testid="create-link-form">
      <SelectField touch label={t('links.kind')} value={kind} onChange={(e) => setKind(e.target.value as AccountKind)} error={form.errors.kind}>
        {DOWNLINE_KINDS.map((option) => (
          <option key={option} value={option}>
            {t(`links.kinds.${option}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('links.name')}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          form.clear('name');
        }}
        error={form.errors.name}
        autoComplete="off"
      />
      <FormMessage wrapAnywhere message={form.formError} />
      <FormMessage wrapAnywhere message={form.done} tone="success" />
      <div className={formStyles.actions}>
        <Button type="submit" loading={form.sending}>
          {t('links.create')}
        </Button>
      </div>
    </form>
  );
}
