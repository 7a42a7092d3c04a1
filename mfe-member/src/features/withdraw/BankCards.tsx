import { useState } from 'react';
import { http } from '@portal/kernel';
import { Button, FormMessage, PaymentPasswordField, SelectField, TextField, useForm, useQuery } from '@portal/shared';
import { addBankCard, BANK_CARDS_MAX, banks as banksEndpoint, type BankCard } from '@portal/shared/contracts';
import { checkPaymentPassword, formStyles, FormActions, useProblemText } from '../../forms';
import { useCommonTranslation, useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import styles from './Withdraw.module.css';

/** The member's bank cards and, below five, a form to add one. */
export function BankCards({ cards, onAdded, paymentPasswordSet }: { cards: BankCard[]; onAdded: (card: BankCard) => void; paymentPasswordSet: boolean }) {
  const { t } = useMemberTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <div className={styles.cards}>
      {cards.length === 0 ? (
        <p className={layoutStyles.note}>{t('withdraw.cards.none')}</p>
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
        <p className={layoutStyles.note}>{t('withdraw.cards.max', { max: BANK_CARDS_MAX })}</p>
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

const ACCOUNT_NAME_LENGTH = { min: 2, max: 64 };
const ACCOUNT_NUMBER_PATTERN = /^\d{6,20}$/;
const FIELDS = ['bankCode', 'accountName', 'accountNumber', 'paymentPassword'] as const;
type Field = (typeof FIELDS)[number];

function AddCardForm({ onAdded, onCancel, paymentPasswordSet }: { onAdded: (card: BankCard) => void; onCancel: () => void; paymentPasswordSet: boolean }) {
  const { t } = useMemberTranslation();
  const { t: tc } = useCommonTranslation();
  const problemText = useProblemText();
  const banks = useQuery((signal) => http.call(banksEndpoint, undefined, { signal }), []);
  const [values, setValues] = useState<Record<Field, string>>({ bankCode: '', accountName: '', accountNumber: '', paymentPassword: '' });
  const form = useForm(FIELDS, { fallback: tc('failed') });

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    form.clear(field);
  };
  // The API's rules (POST /wps/member/bankCards): blanks collapsed in the name, spaces and dashes dropped from the number.
  const accountName = values.accountName.trim().replace(/\s+/g, ' ');
  const accountNumber = values.accountNumber.replace(/[\s-]/g, '');

  const submit = form.handleSubmit(
    () => ({
      bankCode: values.bankCode ? undefined : t('withdraw.cards.bankRequired'),
      accountName: !accountName
        ? t('shared:validation.required')
        : [...accountName].length < ACCOUNT_NAME_LENGTH.min || [...accountName].length > ACCOUNT_NAME_LENGTH.max
          ? t('withdraw.cards.nameLength')
          : undefined,
      accountNumber: ACCOUNT_NUMBER_PATTERN.test(accountNumber) ? undefined : t('withdraw.cards.numberFormat'),
      paymentPassword: problemText(checkPaymentPassword(values.paymentPassword)),
    }),
    async () => {
      onAdded(await http.call(addBankCard, { bankCode: values.bankCode, accountName, accountNumber, paymentPassword: values.paymentPassword }));
    },
  );

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-testid="add-card-form" aria-label={t('withdraw.cards.add')}>
      <SelectField label={t('withdraw.cards.bank')} value={values.bankCode} onChange={(e) => set('bankCode', e.target.value)} error={form.errors.bankCode} disabled={!banks.data}>
        <option value="">{banks.status === 'failed' ? t('common.loadFailed') : t('withdraw.cards.chooseBank')}</option>
        {banks.data?.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </SelectField>
      <TextField label={t('withdraw.cards.accountName')} autoComplete="name" value={values.accountName} onChange={(e) => set('accountName', e.target.value)} error={form.errors.accountName} />
      <TextField
        label={t('withdraw.cards.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        value={values.accountNumber}
        onChange={(e) => set('accountNumber', e.target.value)}
        error={form.errors.accountNumber}
      />
      <PaymentPasswordField
        value={values.paymentPassword}
        onValue={(value) => set('paymentPassword', value)}
        error={form.errors.paymentPassword}
        hint={paymentPasswordSet ? tc('paymentPassword.hint') : t('withdraw.setPaymentPasswordFirst')}
      />
      <FormMessage message={form.formError} />
      <FormActions label={t('withdraw.cards.save')} sending={form.sending} onCancel={onCancel} />
    </form>
  );
}
