import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/kernel';
import { GUEST, MEMBER, recordCommands, shell, TRIAL } from '@portal/shared/testing';
import '.';
import { type GameCalls, inhouseGame, renderPage, stubGameCalls } from '../../testing/play';

let api: GameCalls;
let launch: jest.Mock;
const recorder = recordCommands();

beforeEach(() => {
  api = stubGameCalls();
  launch = api.launch;
  shell.setLanguage('EN');
  api.session.mockReturnValue(new Promise(() => undefined));
});

const loginCommand = { type: 'openModal', modal: 'login', params: { freePlay: { nodeId: 'RNG-INHOUSE-0001' } } };

test('a guest is asked to log in, the login popup opens once by itself, and logging in launches the game', async () => {
  shell.setSession(GUEST);
  launch.mockResolvedValue({ ticket: 'T9', url: '/seamless?ticket=T9', mode: 'real', engine: 'slot', nodeId: 'RNG-INHOUSE-0001' });
  const page = renderPage('/seamless?nodeId=RNG-INHOUSE-0001');

  expect(screen.getByRole('heading', { name: 'Log in to play' })).toBeInTheDocument();
  expect(recorder.commands).toEqual([loginCommand]);
  act(() => shell.setLanguage('MY'));
  act(() => shell.setLanguage('EN'));
  expect(recorder.commands).toEqual([loginCommand]);
  expect(launch).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(recorder.commands).toEqual([loginCommand, loginCommand]);

  act(() => shell.setSession(MEMBER));
  await waitFor(() => expect(page.location()).toBe('/seamless?ticket=T9'));
  expect(launch).toHaveBeenCalledTimes(1);
  expect(launch).toHaveBeenCalledWith({ nodeId: 'RNG-INHOUSE-0001', language: 'EN' });
});

test('a trial account is told it needs a formal account, the warning opens, and nothing is launched', () => {
  shell.setSession(TRIAL);
  renderPage('/seamless?nodeId=RNG-INHOUSE-0001');
  expect(screen.getByText('Please register or log in to a formal account.')).toBeInTheDocument();
  expect(recorder.commands).toEqual([{ type: 'openModal', modal: 'trialWarning' }]);
  expect(launch).not.toHaveBeenCalled();
});

test('a member launches at once and lands on the ticket URL', async () => {
  shell.setSession(MEMBER);
  launch.mockResolvedValue({ ticket: 'T5', url: '/seamless?ticket=T5', mode: 'real', engine: 'slot', nodeId: 'RNG-INHOUSE-0001' });
  const page = renderPage('/seamless?nodeId=RNG-INHOUSE-0001');
  await waitFor(() => expect(page.location()).toBe('/seamless?ticket=T5'));
  expect(launch).toHaveBeenCalledTimes(1);
  expect(api.session).toHaveBeenCalledWith({ ticket: 'T5' });
  expect(recorder.commands).toEqual([]);
});

test('a game under maintenance suggests the hot games, each launching itself', async () => {
  shell.setSession(MEMBER);
  const hotGames = [inhouseGame({ nodeId: 'RNG-PG-0007', displayName: 'Fortune Ox' }), inhouseGame({ nodeId: 'FISH-JDB-0002', displayName: 'Ocean King' })];
  launch.mockRejectedValueOnce(new ApiError(400, 'game.maintenance', 'This game is under maintenance', undefined, { hotGames }));
  launch.mockReturnValueOnce(new Promise(() => undefined));
  renderPage('/seamless?nodeId=RNG-INHOUSE-0001');

  expect(await screen.findByRole('heading', { name: 'This game is under maintenance' })).toBeInTheDocument();
  const suggestion = screen.getByRole('link', { name: /Fortune Ox/ });
  expect(suggestion).toHaveAttribute('href', '/seamless?nodeId=RNG-PG-0007');
  expect(screen.getByRole('link', { name: /Ocean King/ })).toHaveAttribute('href', '/seamless?nodeId=FISH-JDB-0002');

  await userEvent.click(suggestion);
  await waitFor(() => expect(launch).toHaveBeenLastCalledWith({ nodeId: 'RNG-PG-0007', language: 'EN' }));
});

test('an unknown game shows an empty state with a way home', async () => {
  shell.setSession(MEMBER);
  launch.mockRejectedValue(new ApiError(404, 'game.not.found', 'Game not found'));
  renderPage('/seamless?nodeId=NOPE');
  expect(await screen.findByText('This game could not be found.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test('during a cool-off a launch says games are closed until when, with the way to withdraw, and offers no retry', async () => {
  shell.setSession(MEMBER);
  launch.mockRejectedValue(new ApiError(403, 'protection.excluded', 'protection.excluded', undefined, { kind: 'coolOff', until: '2026-11-30T04:00:00.000Z' }));
  renderPage('/seamless?nodeId=RNG-INHOUSE-0001');
  expect(await screen.findByRole('heading', { name: 'Games are closed during your break' })).toBeInTheDocument();
  expect(screen.getByText('Until 30 Nov 2026, 10:30 you can only withdraw and read your records.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw');
  expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
  expect(screen.queryByText('protection.excluded')).not.toBeInTheDocument();
  expect(api.fallback).not.toHaveBeenCalled();
});

test('a member.trial answer is treated as a trial account', async () => {
  shell.setSession(MEMBER);
  launch.mockRejectedValue(new ApiError(403, 'member.trial', 'please register or log in to a formal account'));
  renderPage('/seamless?nodeId=RNG-INHOUSE-0001');
  expect(await screen.findByText('Please register or log in to a formal account.')).toBeInTheDocument();
  expect(recorder.commands).toEqual([{ type: 'openModal', modal: 'trialWarning' }]);
});

test('any other failure shows the server message with a retry', async () => {
  shell.setSession(MEMBER);
  launch.mockRejectedValueOnce(new ApiError(500, 'system.error', 'An unknown error occured.'));
  // A server error of the primary route is tried once on the fallback route, which fails the same way.
  api.fallback.mockRejectedValueOnce(new ApiError(500, 'system.error', 'An unknown error occured.'));
  launch.mockResolvedValueOnce({ ticket: 'T6', url: '/seamless?ticket=T6', mode: 'real', engine: 'slot', nodeId: 'RNG-INHOUSE-0001' });
  const page = renderPage('/seamless?nodeId=RNG-INHOUSE-0001');
  expect(await screen.findByText('An unknown error occured.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(page.location()).toBe('/seamless?ticket=T6'));
  expect(launch).toHaveBeenCalledTimes(2);
});

test("a vendor's primary route down: the fallback route opens the game once, and the page says so", async () => {
  shell.setSession(MEMBER);
  launch.mockRejectedValue(new ApiError(503, 'game.route.unavailable', "The game provider's route is unavailable, please try again"));
  api.fallback.mockResolvedValue({ ticket: 'T7', url: '/seamless?ticket=T7&route=fb', mode: 'demo', engine: 'dice', nodeId: 'LIVE-ALLBET-0001' });
  const page = renderPage('/seamless?nodeId=LIVE-ALLBET-0001');
  await waitFor(() => expect(page.location()).toBe('/seamless?ticket=T7&route=fb'));
  expect(api.fallback).toHaveBeenCalledTimes(1);
  expect(api.fallback).toHaveBeenCalledWith({ nodeId: 'LIVE-ALLBET-0001', language: 'EN' });
  expect(screen.getByRole('status')).toHaveTextContent("Opened by the backup route: the provider's main route did not answer.");
});

test('when the fallback route fails too, its failure is shown with a retry', async () => {
  shell.setSession(MEMBER);
  launch.mockRejectedValue(new ApiError(0, 'network.error', 'Network error'));
  api.fallback.mockRejectedValue(new ApiError(503, 'game.route.unavailable', "The game provider's route is unavailable, please try again"));
  renderPage('/seamless?nodeId=LIVE-ALLBET-0001');
  expect(await screen.findByText("The game provider's route is unavailable, please try again")).toBeInTheDocument();
  expect(launch).toHaveBeenCalledTimes(1);
  expect(api.fallback).toHaveBeenCalledTimes(1);
});

test('a refusal about the game or the account does not try the fallback route', async () => {
  shell.setSession(MEMBER);
  launch.mockRejectedValue(new ApiError(404, 'game.not.found', 'Game not found'));
  renderPage('/seamless?nodeId=NOPE');
  expect(await screen.findByText('This game could not be found.')).toBeInTheDocument();
  expect(api.fallback).not.toHaveBeenCalled();
});

test('without a game or ticket the page says so', () => {
  shell.setSession(MEMBER);
  renderPage('/seamless');
  expect(screen.getByText('No game was chosen. Pick one from the game lists.')).toBeInTheDocument();
});
