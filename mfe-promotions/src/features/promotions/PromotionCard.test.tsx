import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MCSFE_getPromotionDetail, MCSFE_getPromotionList, MCSFE_signUpPromotionJoin } from '@portal/shared/contracts';
import { loginAs, MEMBER, shell } from '@portal/shared/testing';
import { ANYONE, DETAILS, promotionList } from '../../testing/fixtures';
import { renderPromotions, stubPromotions } from '../../testing/promotions';

/*
 * A card offers Join only to a member who may still take the promotion (the server's `canJoin`, the
 * join's own rule); otherwise it says why, in the member's language, and nothing to press.
 */
beforeEach(() => loginAs(MEMBER, { balance: 1_000_000 }));

const card = async (title: string) => screen.findByRole('article', { name: title });

test('after a normal first deposit the first-deposit card no longer says open with a Join button, but why not', async () => {
  const server = stubPromotions().on(
    MCSFE_getPromotionList,
    promotionList({ canJoin: false, whyNot: 'This bonus is for the first deposit, and you have already deposited' }),
  );
  renderPromotions();
  const first = await card('First deposit bonus 100%');
  expect(within(first).getByTestId('promotion-status')).toHaveTextContent('Not open to you');
  expect(first).not.toHaveTextContent('Open to join');
  expect(within(first).getByTestId('promotion-why-not')).toHaveTextContent('Why not: This bonus is for the first deposit, and you have already deposited');
  expect(within(first).queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  // The others are still open to this member.
  expect(within(await card('Weekly sign-up activity')).getByRole('button', { name: 'Join Weekly sign-up activity' })).toBeEnabled();
  expect(server.calls(MCSFE_signUpPromotionJoin)).toHaveLength(0);

  // In the member's language: the list is read again in it (the reason comes from the server).
  server.on(MCSFE_getPromotionList, promotionList({ canJoin: false, whyNot: '该奖励仅限首次存款，您已存过款' }));
  act(() => shell.setLanguage('CN'));
  expect(await screen.findByText('原因：该奖励仅限首次存款，您已存过款')).toBeInTheDocument();
  expect(screen.getAllByText('您无法参加')).toHaveLength(1);
});

test('a member its rules exclude is told why on a promotion taken part in by doing, and the rules say who may take it', async () => {
  const zalo = {
    ...promotionList()[2]!,
    promotionId: 9,
    code: 'zalo-binding',
    promotionType: 'ZALO_BINDING' as const,
    title: 'Zalo binding bonus',
    status: 'SIGNED_UP' as const,
    canJoin: false,
    whyNot: 'This promotion is only for accounts registered by their owners',
  };
  const server = stubPromotions().on(MCSFE_getPromotionList, [zalo]);
  server.on(MCSFE_getPromotionDetail, {
    ...zalo,
    terms: 'The first Zalo contact saved earns a red envelope.',
    rules: { ...DETAILS[3]!.rules, eligibility: { ...ANYONE, selfRegisteredOnly: true, verifiedPhone: true, onePerPhone: true, onePerDevice: true } },
    budgetLeft: 500_000_000,
  });
  renderPromotions();
  const envelope = await card('Zalo binding bonus');
  expect(within(envelope).getByTestId('promotion-status')).toHaveTextContent('Not open to you');
  expect(envelope).not.toHaveTextContent('Signed up');
  expect(envelope).toHaveTextContent('Why not: This promotion is only for accounts registered by their owners');
  await userEvent.click(within(envelope).getByRole('button', { name: 'Details of Zalo binding bonus' }));
  expect(await within(envelope).findByTestId('promotion-detail')).toHaveTextContent(
    'Who may take itaccounts registered by their owners · a verified mobile number · once per mobile number · once per device',
  );
});
