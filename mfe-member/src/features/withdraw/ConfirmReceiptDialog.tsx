import { useId, useState } from 'react';
import { http } from '@portal/kernel';
import { AmountField, type FieldErrors, FormMessage, Modal, useForm, useMoney, useSiteDate } from '@portal/shared';
import { confirmWithdrawal, parseAmount, WITHDRAW_CONFIRM_RESULTS, type ConfirmWithdrawalBody, type WithdrawConfirmResult, type WithdrawOrder } from '@portal/shared/contracts';
import { checkAmount, formStyles, FormActions, useProblemText } from '../../forms';
import { useCommonTranslation, useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_TYPES, proofImageProblem, readAsDataUrl } from './image';
import styles from './Withdraw.module.css';

const FIELDS = ['result', 'receivedAmount', 'remainingAmount', 'proofImage'] as const;
type Field = (typeof FIELDS)[number];
const RESULTS = WITHDRAW_CONFIRM_RESULTS;

/**
 * The member's confirmation of a disbursed withdrawal (spec §4): received in full, partly received
 * (received + remaining = the order amount) or not received (with a proof image). Without an answer
 * by the deadline the order counts as received and nothing is refunded.
 */
export function ConfirmReceiptDialog({ order, onClose, onConfirmed }: { order: WithdrawOrder; onClose: () => void; onConfirmed: (order: WithdrawOrder) => void }) {
  const { t } = useMemberTranslation();
  const { t: tc } = useCommonTranslation();
  const formatDate = useSiteDate();
  const problemText = useProblemText();
  const money = useMoney();
  const fileId = useId();
  const [result, setResult] = useState<WithdrawConfirmResult | null>(null);
  const [received, setReceived] = useState('');
  const [remaining, setRemaining] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const form = useForm(FIELDS, { fallback: tc('failed') });
  const { errors, clear } = form;

  const validate = (): FieldErrors<Field> => {
    if (!result) return { result: t('withdraw.confirm.chooseResult') };
    if (result === 'partial') {
      const limits = { min: 1, max: order.amount - 1 };
      const a = checkAmount(received, limits, money);
      const b = checkAmount(remaining, limits, money);
      const found: FieldErrors<Field> = { receivedAmount: problemText(a), remainingAmount: problemText(b) };
      if (!a && !b && (parseAmount(received) as number) + (parseAmount(remaining) as number) !== order.amount) {
        found.remainingAmount = t('withdraw.confirm.sumRule', { amount: money(order.amount) });
      }
      return found;
    }
    if (result === 'none') {
      if (!file) return { proofImage: t('withdraw.confirm.proofRequired') };
      const problem = proofImageProblem(file);
      if (problem === 'type') return { proofImage: t('withdraw.confirm.proofType') };
      if (problem === 'size') return { proofImage: t('withdraw.confirm.proofSize', { max: PROOF_IMAGE_MAX_BYTES / 1024 / 1024 }) };
    }
    return {};
  };

  const submit = form.handleSubmit(validate, async () => {
    let body: ConfirmWithdrawalBody;
    if (result === 'partial') body = { result, receivedAmount: parseAmount(received) as number, remainingAmount: parseAmount(remaining) as number };
    else if (result === 'none') body = { result, proofImage: await readAsDataUrl(file as File) };
    else body = { result: 'full' };
    onConfirmed(await http.call(confirmWithdrawal, { orderNo: order.orderNo, ...body }));
  });

  return (
    <Modal open title={t('withdraw.confirm.title', { orderNo: order.orderNo })} onClose={form.sending ? () => undefined : onClose} size="md">
      <form className={styles.confirm} onSubmit={submit} noValidate data-testid="confirm-receipt-form">
        <dl className={styles.confirmFacts}>
          <dt>{tc('amount.label')}</dt>
          <dd data-testid="confirm-order-amount">{money(order.amount)}</dd>
          <dt>{t('withdraw.orders.bank')}</dt>
          <dd>{`${order.bankName} ${order.accountNumberMasked}`}</dd>
          <dt>{t('withdraw.confirm.disbursedAt')}</dt>
          <dd>{formatDate(order.disbursedAt)}</dd>
          <dt>{t('withdraw.confirm.deadline')}</dt>
          <dd data-testid="confirm-deadline">{formatDate(order.confirmDeadline)}</dd>
        </dl>
        <p className={layoutStyles.note} data-testid="confirm-default-note">
          {t('withdraw.confirm.defaultNote', { deadline: formatDate(order.confirmDeadline) })}
        </p>
        <fieldset className={styles.results} aria-invalid={Boolean(errors.result) || undefined}>
          <legend>{t('withdraw.confirm.question')}</legend>
          {RESULTS.map((option) => (
            <label key={option} className={styles.result}>
              <input
                type="radio"
                name="result"
                value={option}
                checked={result === option}
                onChange={() => {
                  setResult(option);
                  form.setErrors({});
                }}
              />
              <span>{t(`withdraw.confirm.results.${option}`)}</span>
            </label>
          ))}
          {errors.result && (
            <span className={formStyles.error} role="alert">
              {errors.result}
            </span>
          )}
        </fieldset>
        {result === 'partial' && (
          <div className={formStyles.form}>
            <AmountField
              label={t('withdraw.confirm.receivedAmount')}
              value={received}
              onValue={(value) => {
                setReceived(value);
                clear('receivedAmount', 'remainingAmount');
              }}
              error={errors.receivedAmount}
            />
            <AmountField
              label={t('withdraw.confirm.remainingAmount')}
              value={remaining}
              onValue={(value) => {
                setRemaining(value);
                clear('remainingAmount');
              }}
              error={errors.remainingAmount}
              hint={t('withdraw.confirm.sumHint', { amount: money(order.amount) })}
            />
          </div>
        )}
        {result === 'none' && (
          <div className={styles.proof}>
            <label htmlFor={fileId}>{t('withdraw.confirm.proof')}</label>
            <input
              id={fileId}
              type="file"
              accept={PROOF_IMAGE_TYPES.join(',')}
              aria-invalid={Boolean(errors.proofImage) || undefined}
              aria-describedby={`${fileId}-hint`}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                clear('proofImage');
              }}
            />
            <span id={`${fileId}-hint`} className={layoutStyles.note}>
              {t('withdraw.confirm.proofHint', { max: PROOF_IMAGE_MAX_BYTES / 1024 / 1024 })}
            </span>
            {errors.proofImage && (
              <span className={formStyles.error} role="alert">
                {errors.proofImage}
              </span>
            )}
          </div>
        )}
        <FormMessage message={form.formError} />
        <FormActions label={t('withdraw.confirm.submit')} sending={form.sending} onCancel={onClose} testId="confirm-receipt-submit" />
      </form>
    </Modal>
  );
}
