import { http, type Member } from '@portal/shared';

interface AgentLoginValue {
  token: string;
  user: Member;
}

/** The agent landing page logs in with the agent scope: the API refuses non-agents before a token exists. */
export const postAgentLogin = (username: string, password: string) =>
  http.post<AgentLoginValue>('/wps/session/login', { type: 'username', username, password, scope: 'agent' }, { encrypt: true });
