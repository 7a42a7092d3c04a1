import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVATAR_MAX_BYTES, avatarPresetPath, loginHistory, memberIcon, memberInfo, memberProfile, paymentPasswordStatus, type MemberProfile } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { apiError, loginDemo, recordCommands, renderPage } from '../../testing/shell';
import { SecurityCenter } from '.';

/* The avatar in the security centre: a drawn picture or an upload checked first in the browser. */

const profile = { account: 'demo', nickname: 'Demo', mobile: null, email: null, payeeName: null, birthday: null, address: null, nationality: null, occupation: null, sourceOfIncome: null, zalo: null, skype: null, placeOfBirth: null } as MemberProfile;
const UPLOADED = '/wps/member/avatar/0123456789abcdef0123456789abcdef.png';

let server: EndpointStubs;
const commands = recordCommands();

beforeEach(() => {
  loginDemo();
  server = stubEndpoints()
    .on(memberInfo, { id: 1, account: 'demo', nickname: 'Demo', type: 0, firstTimeLogin: false, currency: 'MMK', currencySymbol: 'K', vip: { level: 0, enabled: false } })
    .on(memberProfile, profile)
    .on(paymentPasswordStatus, { set: true })
    .on(loginHistory, { content: [], pageNum: 1, pageSize: 10, totalPages: 0, totalElements: 0 });
});

const page = () => renderPage(<SecurityCenter />, '/member/securityCenter');
const chooseFile = (file: File) => fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [file] } });
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

test('picking a drawn picture sets it, marks it and asks the shell to load the member once', async () => {
  server.on(memberIcon, ({ preset }) => ({ avatarUrl: avatarPresetPath(preset ?? 'sun') }));
  page();
  const picker = await screen.findByTestId('avatar-picker');
  expect(within(picker).getByTestId('avatar-none')).toHaveTextContent('No avatar');
  const lotus = within(picker).getByRole('button', { name: 'Lotus' });
  expect(lotus).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(lotus);
  expect(await screen.findByTestId('avatar-saved')).toHaveTextContent('Your avatar has been changed.');
  expect(server.calls(memberIcon)).toEqual([{ preset: 'lotus' }]);
  expect(lotus).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('avatar-current')).toHaveAttribute('src', avatarPresetPath('lotus'));
  expect(commands.commands).toEqual([{ type: 'refreshMember' }]);
});

test('shows the avatar the member has', async () => {
  server.on(memberInfo, { id: 1, account: 'demo', nickname: 'Demo', type: 0, firstTimeLogin: false, currency: 'MMK', currencySymbol: 'K', vip: { level: 0, enabled: false }, avatarUrl: avatarPresetPath('moon') });
  page();
  expect(await screen.findByTestId('avatar-current')).toHaveAttribute('src', avatarPresetPath('moon'));
  expect(screen.getByRole('button', { name: 'Moon' })).toHaveAttribute('aria-pressed', 'true');
});

test('a file that is not png/jpg, or over 1 MB, is refused in the browser and never sent', async () => {
  server.on(memberIcon, { avatarUrl: UPLOADED });
  page();
  await screen.findByTestId('avatar-picker');
  chooseFile(new File(['echo hi'], 'run.sh', { type: 'application/x-sh' }));
  expect(await screen.findByTestId('avatar-problem')).toHaveTextContent('run.sh is not a PNG or JPG picture.');
  chooseFile(new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
  expect(await screen.findByTestId('avatar-problem')).toHaveTextContent('big.png is larger than 1 MB.');
  expect(server.calls(memberIcon)).toEqual([]);
  expect(commands.commands).toEqual([]);
});

test('an upload is sent as a data URL; the server’s refusal is shown and nothing changes', async () => {
  server.on(memberIcon, () => {
    throw apiError('validation.failed', 'image: The picture must be a PNG or JPG image of at most 1 MB.', 'image');
  });
  page();
  await screen.findByTestId('avatar-picker');
  chooseFile(new File([PNG_HEAD], 'me.png', { type: 'image/png' }));
  expect(await screen.findByTestId('avatar-problem')).toHaveTextContent('The picture must be a PNG or JPG image of at most 1 MB.');
  expect(server.calls(memberIcon)).toEqual([{ image: `data:image/png;base64,${Buffer.from(PNG_HEAD).toString('base64')}` }]);
  expect(screen.getByTestId('avatar-none')).toBeInTheDocument();
  expect(commands.commands).toEqual([]);

  server.on(memberIcon, { avatarUrl: UPLOADED });
  chooseFile(new File([PNG_HEAD], 'me.png', { type: 'image/png' }));
  await waitFor(() => expect(screen.getByTestId('avatar-current')).toHaveAttribute('src', UPLOADED));
  expect(screen.queryByTestId('avatar-problem')).not.toBeInTheDocument();
  expect(commands.commands).toEqual([{ type: 'refreshMember' }]);
});
