import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QR_SIZE_SMALL } from '@portal/shared';
import { recordCommands } from '@portal/shared/testing';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { AppDownloadItem } from './AppDownloadItem';

const commands = recordCommands();
beforeEach(() => shellWriter.setLanguage('EN'));

test("pointing at the side menu's app download shows the download link as the 78 px QR code; a click opens the popup", async () => {
  render(<AppDownloadItem />);
  const button = screen.getByRole('button', { name: 'App download' });
  // Nothing drawn (and no QR code library fetched) until it is asked for.
  expect(screen.queryByRole('img')).not.toBeInTheDocument();

  await userEvent.hover(button);
  const qr = await screen.findByRole('img', { name: 'QR code of the app download link' });
  expect(QR_SIZE_SMALL).toBe(78);
  expect(qr).toHaveAttribute('width', '78');
  expect(qr).toHaveAttribute('height', '78');
  expect(new URL(qr.getAttribute('data-qr-value')!).searchParams.get('lang')).toBe('EN');
  expect(screen.getByText("Scan with your phone's camera to get the app")).toBeInTheDocument();

  await userEvent.unhover(button);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();

  await userEvent.click(button);
  expect(commands.commands).toEqual([{ type: 'openModal', modal: 'appDownload' }]);
});

test('a keyboard user gets the code on focus too', async () => {
  render(<AppDownloadItem />);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'App download' })).toHaveFocus();
  expect(await screen.findByRole('img', { name: 'QR code of the app download link' })).toHaveAttribute('width', String(QR_SIZE_SMALL));
});
