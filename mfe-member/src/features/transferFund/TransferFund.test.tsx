import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consolidateFunds, GCS_merchantWallet, GCS_walletTransfer, type MerchantWallets, type VendorWallet } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { apiError, loginDemo, renderPage, UUID } from '../../testing/shell';
import { TransferFund } from '.';

const main: VendorWallet = { vendor: 'MAIN', vendorName: 'Main', balance: 50_000, maintenance: false };
const pg: VendorWallet = { vendor: 'PG', vendorName: 'PG Soft', balance: 2_500, maintenance: false };
const evo: VendorWallet = { vendor: 'EVO', vendorName: 'Evolution', balance: 0, maintenance: true };
const wallets: MerchantWallets = { isSingle: false, wallets: [main, pg, evo] };

let server: EndpointStubs;

beforeEach(() => {
  loginDemo();
  server = stubEndpoints().on(GCS_merchantWallet, wallets);
});

const page = () => renderPage(<TransferFund />, '/member/transferFund');

test('a single-wallet site shows only the main wallet and a note, no form', async () => {
  server.on(GCS_merchantWallet, { isSingle: true, wallets: wallets.wallets });
  page();
  expect(await screen.findByTestId('wallet-MAIN')).toBeInTheDocument();
  expect(screen.queryByTestId('wallet-PG')).not.toBeInTheDocument();
  expect(screen.getByText(/This site uses one wallet/)).toBeInTheDocument();
  expect(screen.queryByTestId('transfer-form')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Recall all to main wallet' })).not.toBeInTheDocument();
});

test('transfers from MAIN in minor units with a fresh requestId, then shows the wallets the answer gives', async () => {
  server.on(GCS_walletTransfer, { isSingle: false, wallets: [{ ...main, balance: 40_000 }, { ...pg, balance: 12_500 }, evo] });
  page();
  const amount = await screen.findByLabelText('Amount');
  await userEvent.type(amount, '600');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(screen.getByText('The amount is more than the available K 500.00.')).toBeInTheDocument();
  expect(server.calls(GCS_walletTransfer)).toEqual([]);

  await userEvent.clear(amount);
  await userEvent.type(amount, '100');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(server.calls(GCS_walletTransfer)).toEqual([{ from: 'MAIN', to: 'PG', amount: 10_000, requestId: UUID }]);
  expect(await screen.findByText('The transfer is done.')).toBeInTheDocument();
  expect(screen.getByTestId('wallet-balance-MAIN')).toHaveTextContent('K 400.00');
  expect(screen.getByTestId('wallet-balance-PG')).toHaveTextContent('K 125.00');
  expect(screen.getByLabelText('Amount')).toHaveValue('');
});

test('choosing a game wallet as the source puts MAIN on the other side; a server refusal keeps the amount', async () => {
  server.on(GCS_walletTransfer, () => {
    throw apiError('wallet.vendor.maintenance', 'This vendor is under maintenance');
  });
  page();
  await userEvent.selectOptions(await screen.findByLabelText('From'), 'PG');
  expect(screen.getByLabelText('To')).toHaveValue('MAIN');
  await userEvent.type(screen.getByLabelText('Amount'), '25');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(server.calls(GCS_walletTransfer)).toEqual([{ from: 'PG', to: 'MAIN', amount: 2_500, requestId: UUID }]);
  expect(await screen.findByText('This vendor is under maintenance')).toBeInTheDocument();
  expect(screen.getByLabelText('Amount')).toHaveValue('25');
});

test('one-click recall sends a requestId and shows the wallets after', async () => {
  server.on(consolidateFunds, { total: 52_500, main: 52_500, inVendors: 0, wallets: [{ ...main, balance: 52_500 }, { ...pg, balance: 0 }, evo] });
  page();
  await userEvent.click(await screen.findByRole('button', { name: 'Recall all to main wallet' }));
  expect(server.calls(consolidateFunds)).toEqual([{ requestId: UUID }]);
  expect(await screen.findByText(/back in the main wallet: K 525.00/)).toBeInTheDocument();
  expect(screen.getByTestId('wallet-balance-MAIN')).toHaveTextContent('K 525.00');
  expect(screen.getByTestId('wallet-balance-PG')).toHaveTextContent('K 0.00');
});
