import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@portal/shared';
import {
  checkPaymentPassword,
  commonStyles,
  FormMessage,
  isClean,
  SelectField,
  serverProblem,
  useCommonTranslation,
  useProblemText,
  useMemberTranslation,
  useRemote,
  type FieldErrors,
} from '../common';
import { addBankCard, BANK_CARDS_MAX, getBanks, type BankCard } from './api';
import styles from './Withdraw.module.css';

/** The member's bank cards and, below five, a form to add one. */
export function BankCards({ cards, onAdded, paymentPasswordSet }: { cards: BankCard[]; onAdded: (card: BankCard) => void; paymentPasswordSet: boolean }) {
  const { t } = useMemberTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <div className={styles.cards}>
      {cards.length === 0 ? (
        <p className={commonStyles.note}>{t('withdraw.cards.none')}</p>
      ) : (
        <ul className={styles.cardList} data-testid="bank-cards">
          {cards.map((card) => (
            <li key={card.id} className={styles.card} data-testid={`bank-card-${card.id}`}>
              <strong>{card.bankName}</strong>
              <span>{card.accountName}</span>
              <span className={styles.mono}>{card.accountNumberMasked}</span>
            </li>
          ))}
        </ul>
      )}
      {cards.length >= BANK_CARDS_MAX ? (
        <p className={commonStyles.note}>{t('withdraw.cards.max', { max: BANK_CARDS_MAX })}</p>
      ) : adding ? (
        <AddCardForm
          paymentPasswordSet={paymentPasswordSet}
          onCancel={() => setAdding(false)}
          onAdded={(card) => {
            setAdding(false);
            onAdded(card);
          }}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('withdraw.cards.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

type Field = 'bankCode' | 'accountName' | 'accountNumber' | 'paymentPassword';
const FIELDS: readonly Field[] = ['bankCode', 'accountName', 'accountNumber', 'paymentPassword'];

function AddCardForm({ onAdded, onCancel, paymentPasswordSet }: { onAdded: (card: BankCard) => void; onCancel: () => void; paymentPasswordSet: boolean }) {
  const { t } = useMemberTranslation();
  const { t: tc } = useCommonTranslation();
  const problemText = useProblemText();
  const banks = useRemote(getBanks, 'banks');
  const [values, setValues] = useState<Record<Field, string>>({ bankCode: '', accountName: '', accountNumber: '', paymentPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    const password = checkPaymentPassword(values.paymentPassword);
    const found: FieldErrors<Field> = {
      bankCode: values.bankCode ? undefined : t('withdraw.cards.bankRequired'),
      accountName: values.accountName.trim() ? undefined : t('shared:validation.required'),
      accountNumber: /^\d{6,30}$/.test(values.accountNumber.replace(/\s/g, '')) ? undefined : t('withdraw.cards.numberFormat'),
      paymentPassword: problemText(password),
    };
    setErrors(found);
    if (!isClean(found)) return;
    setSending(true);
    try {
      const card = await addBankCard({
        bankCode: values.bankCode,
        accountName: values.accountName.trim(),
        accountNumber: values.accountNumber.replace(/\s/g, ''),
        paymentPassword: values.paymentPassword,
      });
      onAdded(card);
    } catch (error) {
      const problem = serverProblem(error, FIELDS, tc('failed'));
      setErrors(problem.fields);
      setFormError(problem.form);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={commonStyles.form} onSubmit={submit} noValidate data-testid="add-card-form" aria-label={t('withdraw.cards.add')}>
      <SelectField label={t('withdraw.cards.bank')} value={values.bankCode} onChange={(e) => set('bankCode', e.target.value)} error={errors.bankCode} disabled={!banks.data}>
        <option value="">{banks.status === 'failed' ? t('common.loadFailed') : t('withdraw.cards.chooseBank')}</option>
        {banks.data?.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </SelectField>
      <TextField label={t('withdraw.cards.accountName')} autoComplete="name" value={values.accountName} onChange={(e) => set('accountName', e.target.value)} error={errors.accountName} />
      <TextField
        label={t('withdraw.cards.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        value={values.accountNumber}
        onChange={(e) => set('accountNumber', e.target.value)}
        error={errors.accountNumber}
      />
      <TextField
        label={tc('paymentPassword.label')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={values.paymentPassword}
        onChange={(e) => set('paymentPassword', e.target.value.replace(/\D/g, ''))}
        error={errors.paymentPassword}
        hint={paymentPasswordSet ? tc('paymentPassword.hint') : t('withdraw.setPaymentPasswordFirst')}
      />
      <FormMessage message={formError} />
      <div className={commonStyles.actions}>
        <Button type="submit" loading={sending}>
          {t('withdraw.cards.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={sending}>
          {t('shared:actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
