import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, bus, claimShellWriter, type PortalCommand } from '@portal/shared';
import '../../i18n';
import { AgentLanding } from './AgentLanding';
import { postAgentLogin } from './api';

jest.mock('./api', () => ({ postAgentLogin: jest.fn() }));
const agentLogin = postAgentLogin as jest.MockedFunction<typeof postAgentLogin>;

beforeAll(() => claimShellWriter().setLanguage('EN'));

async function submit(username: string, password: string) {
  render(
    <MemoryRouter>
      <AgentLanding />
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText('Agent account'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

test('a refused login shows the server message and hands nothing to the shell', async () => {
  const commands: PortalCommand[] = [];
  const subscription = bus.commands$.subscribe((c) => commands.push(c));
  agentLogin.mockRejectedValue(new ApiError(403, 'login.not.agent', 'Non-agents cannot log in'));
  await submit('demo', 'Demo1234');
  expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
  expect(commands).toEqual([]);
  subscription.unsubscribe();
});

test('an agent login hands the token to the shell with the way into the agent centre', async () => {
  const commands: PortalCommand[] = [];
  const subscription = bus.commands$.subscribe((c) => commands.push(c));
  agentLogin.mockResolvedValue({ token: 'agent-token', user: { id: 3, account: 'agent01', nickname: '', type: 1 } });
  await submit(' agent01 ', 'Agent1234');
  expect(agentLogin).toHaveBeenCalledWith('agent01', 'Agent1234');
  expect(commands).toEqual([{ type: 'establishSession', token: 'agent-token', redirect: '/agentHome' }]);
  subscription.unsubscribe();
});

test('empty fields are refused before any call', async () => {
  agentLogin.mockClear();
  await submit(' ', ' ');
  expect(await screen.findByRole('alert')).toHaveTextContent('input cannot be empty');
  expect(agentLogin).not.toHaveBeenCalled();
});
