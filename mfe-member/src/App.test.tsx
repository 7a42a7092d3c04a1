import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loginHistory, MCSFE_getClaimPromotion, memberInfo, memberProfile, paymentPasswordStatus, protectionStatus, vipStatus, type ProtectionStatus, type VipStatus } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import { loginDemo } from './testing/shell';
import App from './App';

const NO_TEXT = { address: null, nationality: null, occupation: null, sourceOfIncome: null, zalo: null, skype: null, placeOfBirth: null };

beforeAll(() => loginDemo());

beforeEach(() => {
  stubEndpoints()
    .on(memberProfile, { account: 'demo', nickname: 'Demo', mobile: null, email: null, payeeName: null, birthday: null, ...NO_TEXT })
    .on(memberInfo, { id: 1, account: 'demo', nickname: 'Demo', type: 0, firstTimeLogin: false, currency: 'MMK', currencySymbol: 'K', vip: { level: 0, enabled: false } })
    .on(loginHistory, { content: [], pageNum: 1, pageSize: 10, totalPages: 0, totalElements: 0 })
    .on(paymentPasswordStatus, { set: true })
    // The VIP page stays loading: only its heading is under test.
    .on(vipStatus, () => new Promise<VipStatus>(() => undefined))
    .on(MCSFE_getClaimPromotion, [])
    // The member centre's break banner stays loading: no break is under test here.
    .on(protectionStatus, () => new Promise<ProtectionStatus>(() => undefined));
});

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/member/*" element={<App basePath="/member" />} />
      </Routes>
    </MemoryRouter>,
  );

test('/member opens the security centre', async () => {
  at('/member');
  expect(await screen.findByRole('heading', { name: 'Security centre', level: 1 })).toBeInTheDocument();
});

test('the extra pages are routed and in the menu', async () => {
  at('/member/vipBonus');
  expect(await screen.findByRole('heading', { name: 'VIP bonus', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Credit report' })).toHaveAttribute('href', '/member/creditReport');
});

test('the promotion pages are routed: the reward centre and refer and earn', async () => {
  const { unmount } = at('/member/rewardCenter');
  expect(await screen.findByRole('heading', { name: 'Reward centre', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('Nothing to claim right now. Join a promotion to earn rewards.')).toBeInTheDocument();
  unmount();
  at('/member/referral');
  expect(await screen.findByRole('heading', { name: 'Refer and earn', level: 1 })).toBeInTheDocument();
});

test('an unknown page, at any depth, goes to the security centre', async () => {
  for (const path of ['/member/nowhere', '/member/nowhere/deeper']) {
    const { unmount } = at(path);
    expect(await screen.findByRole('heading', { name: 'Security centre', level: 1 })).toBeInTheDocument();
    unmount();
  }
});
