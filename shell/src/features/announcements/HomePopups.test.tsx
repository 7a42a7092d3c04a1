import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../i18n';
import './i18n';
import { MCSFE_getListAnnouncements } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import { shellWriter } from '../../app/shellWriter';
import { contractPopupOpen$ } from '../../app/openModal';
import { HomePopups } from './HomePopups';

jest.mock('../session', () => ({ isFirstTimeLogin: () => false }));

const popup = (id: number, execution: 'A' | 'B' | 'F') => ({ id, title: `Popup ${execution}`, content: `<p>for ${execution}</p>`, timestamp: '', execution });

beforeEach(() => {
  sessionStorage.clear();
  shellWriter.setLanguage('EN');
  stubEndpoints().on(MCSFE_getListAnnouncements, { banners: [], player: [], promotion: [], marquee: [], popup: [popup(1, 'A'), popup(2, 'B'), popup(3, 'F')] });
});

test('a guest sees the B popup, and once closed it stays closed for the session', async () => {
  shellWriter.setSession({ isLogin: false, isAgent: false, isTrial: false, member: null, token: null });
  const { unmount } = render(<HomePopups />);
  expect(await screen.findByText('for B')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /close/i }));
  expect(screen.queryByText('for B')).not.toBeInTheDocument();
  unmount();
  render(<HomePopups />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a logged-in member sees the A popup, not B or F', async () => {
  shellWriter.setSession({ isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: '', type: 0 }, token: 't' });
  render(<HomePopups />);
  expect(await screen.findByText('for A')).toBeInTheDocument();
  expect(screen.queryByText('for B')).not.toBeInTheDocument();
  expect(screen.queryByText('for F')).not.toBeInTheDocument();
});

test('a popup waits while the contract popup is shown, then comes', async () => {
  shellWriter.setSession({ isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: '', type: 0 }, token: 't' });
  act(() => contractPopupOpen$.next(true));
  render(<HomePopups />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
  expect(screen.queryByText('for A')).not.toBeInTheDocument();
  act(() => contractPopupOpen$.next(false));
  expect(await screen.findByText('for A')).toBeInTheDocument();
});
