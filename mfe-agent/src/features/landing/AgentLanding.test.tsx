import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AGENT, GUEST, loginAs, MEMBER, recordCommands } from '@portal/shared/testing';
import '../../i18n';
import { AgentLanding } from './AgentLanding';

const recorder = recordCommands();

function renderLanding() {
  render(
    <MemoryRouter>
      <AgentLanding />
    </MemoryRouter>,
  );
}

test('has no login form of its own: the button opens the shell login with the agent scope', async () => {
  loginAs(GUEST);
  renderLanding();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(recorder.commands).toEqual([{ type: 'openLogin', scope: 'agent' }]);
});

test('a member who is not an agent is offered the agent login too', async () => {
  loginAs(MEMBER);
  renderLanding();
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(recorder.commands).toEqual([{ type: 'openLogin', scope: 'agent' }]);
});

test('a signed-in agent goes straight to the agent centre', () => {
  loginAs(AGENT);
  renderLanding();
  expect(screen.getByRole('link', { name: 'Enter the agent centre' })).toHaveAttribute('href', '/agentHome');
  expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Agent login' })).toBeInTheDocument();
});
