import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MCSFE_getReferralFriends, MCSFE_getReferralInfo, type ReferralFriendPage, type ReferralInfo } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import { loginDemo, recordCommands, renderPage, shell } from '../../testing/shell';
import { Referral } from '.';

const running: ReferralInfo = {
  enabled: true,
  code: 'ABCD2345',
  path: '/register?referralCode=ABCD2345',
  friends: 2,
  rewardsEarned: 80_000,
  rewardsToClaim: 30_000,
  promotionId: 4,
  title: 'Refer and earn',
  terms: 'Friends register with your link or code.\nWhile budget lasts.',
  rules: { depositPercent: 10, depositCap: 2_000_000, minDeposit: 100_000, betThreshold: 5_000_000, betBonus: 500_000, turnoverMultiplier: 3 },
};

const twoFriends: ReferralFriendPage = {
  content: [
    { account: 'jo***n1', registeredTime: '2026-11-20T03:00:00.000Z', firstDeposit: true, rewardsEarned: 80_000 },
    { account: 'ma***y9', registeredTime: '2026-11-19T03:00:00.000Z', firstDeposit: false, rewardsEarned: 0 },
  ],
  pageNum: 1,
  totalPages: 1,
  totalElements: 2,
};

const commands = recordCommands();

beforeEach(() => loginDemo());

test('shows the code and link to copy, the earnings with a way to the reward centre, the rules and the friends', async () => {
  stubEndpoints().on(MCSFE_getReferralInfo, running).on(MCSFE_getReferralFriends, twoFriends);
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderPage(<Referral />, '/member/referral');

  expect(await screen.findByTestId('referral-code')).toHaveValue('ABCD2345');
  expect(screen.getByTestId('referral-link')).toHaveValue(`${window.location.origin}/register?referralCode=ABCD2345`);
  await userEvent.click(screen.getByRole('button', { name: 'Copy Referral link' }));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register?referralCode=ABCD2345`);
  expect(await screen.findByText('Copied.')).toBeInTheDocument();
  // The shell draws the link as a QR code.
  await userEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
  expect(commands.commands).toContainEqual({ type: 'openModal', modal: 'qrCode', params: { value: `${window.location.origin}/register?referralCode=ABCD2345`, title: 'Your referral link' } });

  expect(screen.getByTestId('referral-friends-count')).toHaveTextContent('2');
  expect(screen.getByTestId('referral-earned')).toHaveTextContent('K 800.00');
  expect(screen.getByTestId('referral-to-claim')).toHaveTextContent('K 300.00');
  expect(screen.getByRole('link', { name: 'Go to the reward centre' })).toHaveAttribute('href', '/member/rewardCenter');

  const rules = within(screen.getByTestId('referral-rule-list')).getAllByRole('listitem').map((item) => item.textContent);
  expect(rules).toEqual([
    'A friend registers with your link or code.',
    'Their first deposit (at least K 1,000.00) earns you 10% of it, up to K 20,000.00.',
    'When their valid bets reach K 50,000.00, you earn K 5,000.00 more.',
    'Rewards wait in your reward centre: claim them there.',
    'A claimed reward needs 3 times its amount in valid bets before you withdraw.',
  ]);
  expect(screen.getByText('While budget lasts.')).toBeInTheDocument();

  const friends = await screen.findAllByTestId('referral-friend');
  expect(friends.map((friend) => within(friend).getByText(/\*\*\*/).textContent)).toEqual(['jo***n1', 'ma***y9']);
  expect(friends[0]).toHaveTextContent('Deposited');
  expect(friends[1]).toHaveTextContent('No deposit yet');
  expect(screen.queryByTestId('referral-paused')).not.toBeInTheDocument();
});

test('without a clipboard, selects the code for the person to copy', async () => {
  stubEndpoints().on(MCSFE_getReferralInfo, running).on(MCSFE_getReferralFriends, twoFriends);
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  renderPage(<Referral />, '/member/referral');
  await userEvent.click(await screen.findByRole('button', { name: 'Copy Referral code' }));
  expect(await screen.findByText('Selected: press and hold (or Ctrl+C) to copy.')).toBeInTheDocument();
  expect(screen.getByTestId('referral-code')).toHaveFocus();
});

test('says when referral is paused, still showing the code, and no friends yet', async () => {
  stubEndpoints()
    .on(MCSFE_getReferralInfo, { ...running, enabled: false, promotionId: null, title: '', terms: '', rules: null, friends: 0, rewardsEarned: 0, rewardsToClaim: 0 })
    .on(MCSFE_getReferralFriends, { content: [], pageNum: 1, totalPages: 0, totalElements: 0 });
  renderPage(<Referral />, '/member/referral');
  expect(await screen.findByTestId('referral-paused')).toHaveTextContent('Refer and earn is paused right now.');
  expect(screen.getByTestId('referral-code')).toHaveValue('ABCD2345');
  expect(screen.queryByTestId('referral-rules')).not.toBeInTheDocument();
  expect(await screen.findByText('No friend has registered with your code yet.')).toBeInTheDocument();
});

test('reads in Burmese and Chinese too', async () => {
  stubEndpoints().on(MCSFE_getReferralInfo, running).on(MCSFE_getReferralFriends, twoFriends);
  renderPage(<Referral />, '/member/referral');
  await screen.findByTestId('referral-code');
  await act(async () => shell.setLanguage('CN'));
  expect(await screen.findByRole('heading', { name: '活动规则' })).toBeInTheDocument();
  await act(async () => shell.setLanguage('MY'));
  expect(await screen.findByRole('heading', { name: 'လုပ်ဆောင်ပုံ' })).toBeInTheDocument();
});
