import { sendCommand, useNavigate } from '@portal/kernel';
import { DEFAULT_INSECURE_PASSWORD } from '@portal/shared';
import { useWhitelabel } from '../boot';
import { openSession, type LoginValue } from '../session';
import { paths } from '../../app/paths';
import { rememberedLogin, rememberLogin } from './rememberLogin';

/**
 * How the member proved who they are: it decides what is remembered and whether a password change is
 * due (only for a password login: spec §4 "not by SMS or social").
 */
export type LoginWay = { kind: 'username'; username: string; password: string } | { kind: 'sms'; mobileNum: string } | { kind: 'oneClick' };

/**
 * After a successful login (spec §4): the session is opened from the answer (it carries the token and
 * the user, so no member-info call), "remember password" is applied, the modal closes; a default or
 * expired password (with the policy PWDEXPFORCECHANGE3 on, not for SMS logins) opens the
 * change-password modal, otherwise an agent goes to /agentHome.
 */
export function useFinishLogin(onClose: () => void): (value: LoginValue, way: LoginWay, remember: boolean) => Promise<void> {
  const navigate = useNavigate();
  const passwordPolicy = useWhitelabel('PWDEXPFORCECHANGE3');
  return async (value, way, remember) => {
    const session = openSession(value);
    if (!remember) rememberLogin(null);
    else if (way.kind === 'username') rememberLogin({ ...rememberedLogin(), username: way.username, password: way.password });
    else if (way.kind === 'sms') rememberLogin({ ...rememberedLogin(), mobileNum: way.mobileNum });
    onClose();
    const mustChange = way.kind === 'username' && passwordPolicy && (value.passwordExpired || way.password === DEFAULT_INSECURE_PASSWORD);
    if (mustChange) {
      sendCommand({ type: 'openModal', modal: 'changePassword', params: { oldPassword: way.password, forced: true } });
    } else if (session.isAgent) {
      navigate(paths.agentHome);
    }
  };
}
