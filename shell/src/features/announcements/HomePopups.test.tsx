import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../i18n';
import './i18n';
import { MODAL_OPEN_DELAY_MS } from '@portal/shared';
import { MCSFE_getListAnnouncements, type Popup } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import { shellWriter } from '../../app/shellWriter';
import { contractPopupOpen$ } from '../../app/openModal';
import { HomePopups } from './HomePopups';

const popup = (id: number, audience: Popup['audience']): Popup => ({
  id,
  title: `Popup ${audience}`,
  content: `<p>for ${audience}</p>`,
  timestamp: '',
  execution: audience === 'GUEST' ? 'B' : 'A',
  audience,
  promotionCode: null,
});

const guest = () => shellWriter.setSession({ isLogin: false, isAgent: false, isTrial: false, member: null, token: null });
const member = () => shellWriter.setSession({ isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: '', type: 0 }, token: 't' });

// On jest's fake clock: the calls answered, then the modal's opening delay passed.
const pastOpeningDelay = async () => {
  await act(() => jest.advanceTimersByTimeAsync(0));
  await act(() => jest.advanceTimersByTimeAsync(MODAL_OPEN_DELAY_MS));
};

// The server answers each reader theirs: the guest's popup while nobody is signed in, the member's after.
let stubs: ReturnType<typeof stubEndpoints>;
let signedIn = false;
beforeEach(() => {
  sessionStorage.clear();
  shellWriter.setLanguage('EN');
  signedIn = false;
  stubs = stubEndpoints().on(MCSFE_getListAnnouncements, () => ({
    banners: [],
    player: [],
    promotion: [],
    marquee: [],
    popup: signedIn ? [popup(3, 'NEW_MEMBER')] : [popup(2, 'GUEST')],
  }));
});
afterEach(() => jest.useRealTimers());

test('a guest sees the popup the server answers, and once closed it stays closed for the session', async () => {
  guest();
  const { unmount } = render(<HomePopups />);
  expect(await screen.findByText('for GUEST')).toBeInTheDocument();
  expect(stubs.calls(MCSFE_getListAnnouncements)).toEqual([{ types: 'PU', platform: 'W' }]);
  await userEvent.click(screen.getByRole('button', { name: /close/i }));
  expect(screen.queryByText('for GUEST')).not.toBeInTheDocument();
  unmount();
  // Back on the home page the server answers that popup and a newer one: the newer one comes, the closed one never again.
  stubs.on(MCSFE_getListAnnouncements, () => ({ banners: [], player: [], promotion: [], marquee: [], popup: [popup(2, 'GUEST'), { ...popup(5, 'GUEST'), content: '<p>the next one</p>' }] }));
  render(<HomePopups />);
  expect(await screen.findByText('the next one')).toBeInTheDocument();
  expect(screen.queryByText('for GUEST')).not.toBeInTheDocument();
});

test('signing in asks the popups again: the member sees theirs, never the guest one', async () => {
  guest();
  render(<HomePopups />);
  expect(await screen.findByText('for GUEST')).toBeInTheDocument();
  signedIn = true;
  act(() => member());
  expect(await screen.findByText('for NEW_MEMBER')).toBeInTheDocument();
  expect(screen.queryByText('for GUEST')).not.toBeInTheDocument();
  expect(stubs.calls(MCSFE_getListAnnouncements)).toHaveLength(2);
});

test('a popup waits while the contract popup is shown, then comes', async () => {
  signedIn = true;
  member();
  act(() => contractPopupOpen$.next(true));
  jest.useFakeTimers();
  render(<HomePopups />);
  // On jest's clock: the popups' answer in, then the modal's opening delay passed. A popup that would
  // come is on screen by then; the same steps show it once the contract popup has closed.
  await pastOpeningDelay();
  expect(stubs.calls(MCSFE_getListAnnouncements)).toHaveLength(1);
  expect(screen.queryByText('for NEW_MEMBER')).not.toBeInTheDocument();
  act(() => contractPopupOpen$.next(false));
  await pastOpeningDelay();
  expect(screen.getByText('for NEW_MEMBER')).toBeInTheDocument();
});
