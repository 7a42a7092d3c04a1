import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loginDemo } from './testing/shell';
import App from './App';

jest.mock('./features/securityCenter/api', () => ({
  ...jest.requireActual('./features/securityCenter/api'),
  getProfile: jest.fn().mockResolvedValue({ account: 'demo', nickname: 'Demo', mobile: null, email: null, payeeName: null }),
  getMemberInfo: jest.fn().mockResolvedValue({ id: 1, account: 'demo', nickname: 'Demo', type: 0 }),
  getLoginHistory: jest.fn().mockResolvedValue({ content: [], pageNum: 1, pageSize: 10, totalPages: 0, totalElements: 0 }),
  getPaymentPasswordStatus: jest.fn().mockResolvedValue({ set: true }),
  savePaymentPassword: jest.fn(),
}));
jest.mock('./features/vipBonus/api', () => ({ ...jest.requireActual('./features/vipBonus/api'), getVip: jest.fn(() => new Promise(() => undefined)) }));

beforeAll(() => loginDemo());

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

test('the extra pages are routed and in the menu; promotion pages keep their frame', async () => {
  at('/member/vipBonus');
  expect(await screen.findByRole('heading', { name: 'VIP bonus', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Credit report' })).toHaveAttribute('href', '/member/creditReport');
});

test('unbuilt pages keep the frame; unknown pages go to the security centre', async () => {
  at('/member/rewardCenter');
  expect(await screen.findByRole('heading', { name: 'Reward centre', level: 1 })).toBeInTheDocument();
});
