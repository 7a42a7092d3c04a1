import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { sendCommand, type SessionState } from '@portal/kernel';
import { memberInfo, type MemberInfo, type SiteInfo } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { SiteConfigContext } from '../boot';
import { openSession, useSessionCommands } from '../session';
import { AccountMenu } from './AccountMenu';

/* The member's avatar in the header's account menu, and a new one shown without a reload. */

const SITE = { customerService: [], resources: [], whitelabel: {}, referral: { enabled: false } } as unknown as SiteInfo;
const MEMBER: SessionState = { isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: 'Lucky', type: 0 }, token: 'tok-1' };
const INFO: MemberInfo = { id: 1, account: 'demo', nickname: 'Lucky', type: 0, firstTimeLogin: false, currency: 'MMK', currencySymbol: 'K', vip: { level: 0, enabled: false } };
const NEW_PICTURE = '/wps/member/avatar/0123456789abcdef0123456789abcdef.png';

/** The header's menu with the shell's command handlers, as the layout mounts them. */
function Header() {
  useSessionCommands();
  return <AccountMenu />;
}

const renderHeader = () =>
  render(
    <SiteConfigContext.Provider value={SITE}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </SiteConfigContext.Provider>,
  );
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => shellWriter.setLanguage('EN'));

test('shows the avatar as a sized, lazy picture beside the name', () => {
  shellWriter.setSession({ ...MEMBER, member: { ...MEMBER.member!, avatarUrl: '/wps/member/avatar/preset/sun.png?v=1' } });
  renderHeader();
  const picture = screen.getByTestId('header-avatar');
  expect(picture).toHaveAttribute('src', '/wps/member/avatar/preset/sun.png?v=1');
  expect(picture).toHaveAttribute('width', '28');
  expect(picture).toHaveAttribute('height', '28');
  expect(picture).toHaveAttribute('loading', 'lazy');
  // Decorative: the button is named by the member's name, not by the picture.
  expect(screen.getByRole('button', { name: 'Lucky ▾' })).toBeInTheDocument();
});

test("without an avatar, the name's first letter stands in", () => {
  shellWriter.setSession(MEMBER);
  renderHeader();
  expect(screen.queryByTestId('header-avatar')).not.toBeInTheDocument();
  expect(screen.getByTestId('header-avatar-initial')).toHaveTextContent('L');
});

test('refreshMember loads the member once and the new picture appears without a reload', async () => {
  const server = stubEndpoints().on(memberInfo, () => ({ ...INFO, avatarUrl: NEW_PICTURE }));
  shellWriter.setSession(MEMBER);
  renderHeader();
  await settled();
  expect(server.calls(memberInfo)).toEqual([]);
  act(() => sendCommand({ type: 'refreshMember' }));
  expect(await screen.findByTestId('header-avatar')).toHaveAttribute('src', NEW_PICTURE);
  expect(server.calls(memberInfo)).toHaveLength(1);
});

test('a refresh that fails keeps the picture shown', async () => {
  const server = stubEndpoints().on(memberInfo, () => {
    throw new Error('network down');
  });
  shellWriter.setSession({ ...MEMBER, member: { ...MEMBER.member!, avatarUrl: NEW_PICTURE } });
  renderHeader();
  act(() => sendCommand({ type: 'refreshMember' }));
  await settled();
  expect(server.calls(memberInfo)).toHaveLength(1);
  expect(screen.getByTestId('header-avatar')).toHaveAttribute('src', NEW_PICTURE);
});

test("a login's answer carries the avatar, so the header shows it from the first screen on", () => {
  stubEndpoints();
  openSession({ token: 'tok-2', firstTimeLogin: false, passwordExpired: false, user: { id: 1, account: 'demo', nickname: 'Lucky', type: 0, avatarUrl: NEW_PICTURE } });
  renderHeader();
  expect(screen.getByTestId('header-avatar')).toHaveAttribute('src', NEW_PICTURE);
});
