import { useState } from 'react';
import { http } from '@portal/kernel';
import { AmountField, Button, type Column, DataTable, fieldErrorOf, FormMessage, newRequestId, PageHero, ResultView, Section, SelectField, useForm, useMoney, useQuery } from '@portal/shared';
import { consolidateFunds, GCS_merchantWallet, GCS_walletTransfer, MAIN_WALLET, parseAmount, type MerchantWallets, type VendorWallet } from '@portal/shared/contracts';
import { checkAmount, formStyles, FormActions, useProblemText } from '../../forms';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles } from '../../layout';

/** Transfers between the main wallet and the vendors' wallets (spec §2 transferFund). */
export function TransferFund() {
  const { t } = useMemberTranslation();
  const wallets = useQuery((signal) => http.call(GCS_merchantWallet, undefined, { signal }), []);
  return (
    <article className={layoutStyles.page} data-member-page="transferFund">
      <PageHero tone="member" title={t('pages.transferFund.title')} lead={t('pages.transferFund.lead')} />
      <ResultView query={wallets}>
        {(data) => <TransferPanels data={data} onChange={wallets.setData} />}
      </ResultView>
    </article>
  );
}

function TransferPanels({ data, onChange }: { data: MerchantWallets; onChange: (next: MerchantWallets) => void }) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const [recalling, setRecalling] = useState(false);
  const [recallMessage, setRecallMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const shown = data.isSingle ? data.wallets.filter((w) => w.vendor === MAIN_WALLET) : data.wallets;

  const columns: Column<VendorWallet>[] = [
    { key: 'wallet', header: t('transfer.wallet'), cell: (w) => (w.vendor === MAIN_WALLET ? t('mainWallet') : w.vendorName) },
    { key: 'balance', header: t('transfer.balance'), numeric: true, cell: (w) => <span data-testid={`wallet-balance-${w.vendor}`}>{money(w.balance)}</span> },
    {
      key: 'status',
      header: t('transfer.status'),
      cell: (w) =>
        w.maintenance ? <span className={cx(layoutStyles.tag, layoutStyles.tagWarning)}>{t('transfer.maintenance')}</span> : <span className={layoutStyles.tag}>{t('transfer.open')}</span>,
    },
  ];

  const recall = async () => {
    setRecalling(true);
    setRecallMessage(null);
    try {
      const funds = await http.call(consolidateFunds, { requestId: newRequestId() });
      onChange({ isSingle: data.isSingle, wallets: funds.wallets });
      setRecallMessage({ tone: 'success', text: t('transfer.recalled', { amount: money(funds.main) }) });
    } catch (error) {
      setRecallMessage({ tone: 'error', text: fieldErrorOf(error).message ?? t('common.failed') });
    } finally {
      setRecalling(false);
    }
  };

  return (
    <>
      <Section
        title={t('transfer.wallets')}
        testId="wallet-list"
        aside={
          !data.isSingle && (
            <Button variant="secondary" loading={recalling} onClick={recall} data-testid="recall-all">
              {t('transfer.recallAll')}
            </Button>
          )
        }
      >
        {data.isSingle && <p className={layoutStyles.note}>{t('transfer.singleNote')}</p>}
        <DataTable caption={t('transfer.wallets')} columns={columns} rows={shown} rowKey={(w) => w.vendor} rowTestId={(w) => `wallet-${w.vendor}`} />
        <FormMessage message={recallMessage?.text} tone={recallMessage?.tone} />
      </Section>
      {!data.isSingle && <TransferForm wallets={data.wallets} onDone={onChange} />}
    </>
  );
}

const FIELDS = ['from', 'to', 'amount'] as const;

function TransferForm({ wallets, onDone }: { wallets: VendorWallet[]; onDone: (next: MerchantWallets) => void }) {
  const { t } = useMemberTranslation();
  const problemText = useProblemText();
  const money = useMoney();
  const vendors = wallets.filter((w) => w.vendor !== MAIN_WALLET);
  const firstOpen = vendors.find((w) => !w.maintenance)?.vendor ?? vendors[0]?.vendor ?? '';
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState(firstOpen);
  const [amount, setAmount] = useState('');
  const form = useForm(FIELDS, { fallback: t('common.failed') });

  const byVendor = (vendor: string) => wallets.find((w) => w.vendor === vendor);
  const label = (w: VendorWallet) => `${w.vendor === MAIN_WALLET ? t('mainWallet') : w.vendorName} (${money(w.balance)})${w.maintenance ? ` · ${t('transfer.maintenance')}` : ''}`;

  // One side is always MAIN: choosing a game wallet on one side puts MAIN on the other.
  const chooseFrom = (vendor: string) => {
    setFrom(vendor);
    if (vendor !== MAIN_WALLET) setTo(MAIN_WALLET);
    else if (to === MAIN_WALLET) setTo(firstOpen);
  };
  const chooseTo = (vendor: string) => {
    setTo(vendor);
    if (vendor !== MAIN_WALLET) setFrom(MAIN_WALLET);
    else if (from === MAIN_WALLET) setFrom(firstOpen);
  };

  const submit = form.handleSubmit(
    () => ({ amount: problemText(checkAmount(amount, { available: byVendor(from)?.balance ?? 0 }, money)) }),
    async () => {
      const body = { from, to, amount: parseAmount(amount) as number };
      onDone(await http.call(GCS_walletTransfer, { ...body, requestId: form.requestIdFor(body) }));
      setAmount('');
      return t('transfer.done');
    },
  );

  const walletOptions = wallets.map((w) => (
    <option key={w.vendor} value={w.vendor} disabled={w.maintenance}>
      {label(w)}
    </option>
  ));

  return (
    <Section title={t('transfer.formTitle')}>
      <form className={formStyles.form} onSubmit={submit} noValidate data-testid="transfer-form">
        <SelectField label={t('transfer.from')} value={from} onChange={(e) => chooseFrom(e.target.value)}>
          {walletOptions}
        </SelectField>
        <SelectField label={t('transfer.to')} value={to} onChange={(e) => chooseTo(e.target.value)}>
          {walletOptions}
        </SelectField>
        <AmountField
          value={amount}
          onValue={(value) => {
            setAmount(value);
            form.setErrors({});
          }}
          error={form.errors.amount ?? form.errors.from ?? form.errors.to}
          hint={t('transfer.availableHint', { amount: money(byVendor(from)?.balance ?? 0) })}
        />
        <FormMessage message={form.formError} />
        <FormMessage message={form.done} tone="success" />
        <FormActions label={t('transfer.submit')} sending={form.sending} />
      </form>
    </Section>
  );
}
