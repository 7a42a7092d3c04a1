import { render } from '@testing-library/react';
import { proveBotCheck } from '@portal/kernel';
import { botCheckChallenge } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import { useBotCheckCommand } from './useBotCheckCommand';

// The ALTCHA search itself is the library's (the API tests solve real challenges).
jest.mock('../features/accountForms/altchaSolver', () => ({ solveAltcha: async (challenge: string) => `proof-of-${challenge}` }));

function Shell() {
  useBotCheckCommand();
  return null;
}

test("a remote's form gets a proof for its purpose from the shell's solver, a fresh challenge each time", async () => {
  const server = stubEndpoints().on(botCheckChallenge, ({ purpose }) => ({ provider: 'altcha', challenge: `challenge-for-${purpose}`, siteKey: null, script: null }));
  const { unmount } = render(<Shell />);
  await expect(proveBotCheck('register')).resolves.toBe('proof-of-challenge-for-register');
  await expect(proveBotCheck('register')).resolves.toBe('proof-of-challenge-for-register');
  expect(server.calls(botCheckChallenge)).toEqual([{ purpose: 'register' }, { purpose: 'register' }]);
  unmount();
  await expect(proveBotCheck('register')).rejects.toThrow('no shell answered the bot check');
});

test('a site without a bot check answers no proof', async () => {
  stubEndpoints().on(botCheckChallenge, { provider: 'off', challenge: null, siteKey: null, script: null });
  render(<Shell />);
  await expect(proveBotCheck('register')).resolves.toBeUndefined();
});
