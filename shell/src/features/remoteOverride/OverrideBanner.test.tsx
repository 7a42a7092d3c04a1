import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteOverrideClear } from '@portal/shared/contracts';
import { apiError, stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { fetchRegistry } from '../remotes';
import { OverrideBannerGate } from './OverrideBannerGate';

const entry = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

/** The page reads `/remotes.json` (a remote slot does): this is what the server answered this browser. */
async function pageReads(registry: Record<string, { entry: string; version: string; channel: string; withdrawn?: string }>) {
  const fetchImpl = (async () => ({ ok: true, status: 200, json: async () => registry })) as unknown as typeof fetch;
  await act(() => fetchRegistry(fetchImpl));
}

let server: EndpointStubs;
beforeEach(() => {
  server = stubEndpoints();
  act(() => shellWriter.setLanguage('EN'));
});

test('no banner while every remote runs its stable or canary build', async () => {
  await pageReads({
    'mfe-games': { entry: entry('mfe-games', '1.0.0'), version: '1.0.0', channel: 'stable' },
    'mfe-lottery': { entry: entry('mfe-lottery', '1.1.0'), version: '1.1.0', channel: 'canary' },
  });
  render(<OverrideBannerGate reload={jest.fn()} />);
  expect(screen.queryByRole('region', { name: 'Test build active' })).toBeNull();
});

test('a pinned remote shows which version runs; "Clear override" clears the cookie and reloads the page', async () => {
  const reload = jest.fn();
  await pageReads({ 'mfe-games': { entry: entry('mfe-games', '1.0.0'), version: '1.0.0', channel: 'stable' } });
  render(<OverrideBannerGate reload={reload} />);
  expect(screen.queryByTestId('override-banner')).toBeNull();

  // The lottery's slot reads the registry as the person opens it: the band appears.
  await pageReads({
    'mfe-games': { entry: entry('mfe-games', '1.0.0'), version: '1.0.0', channel: 'stable' },
    'mfe-lottery': { entry: entry('mfe-lottery', '1.1.0'), version: '1.1.0', channel: 'override' },
  });
  const banner = await screen.findByRole('region', { name: 'Test build active' });
  expect(banner).toHaveTextContent('This browser is pinned to mfe-lottery 1.1.0.');
  expect(banner).not.toHaveTextContent('mfe-games');

  server.on(remoteOverrideClear, null);
  await userEvent.click(screen.getByRole('button', { name: 'Clear override' }));
  expect(server.calls(remoteOverrideClear)).toHaveLength(1);
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a registry read before the band is drawn (the page reads it as it starts, at a remote\'s route) still shows the pin', async () => {
  await pageReads({
    'mfe-games': { entry: entry('mfe-games', '1.2.0'), version: '1.2.0', channel: 'override' },
    'mfe-lottery': { entry: entry('mfe-lottery', '1.0.0'), version: '1.0.0', channel: 'stable' },
  });
  render(<OverrideBannerGate reload={jest.fn()} />);
  const banner = await screen.findByRole('region', { name: 'Test build active' });
  expect(banner).toHaveTextContent('This browser is pinned to mfe-games 1.2.0.');
  expect(banner).not.toHaveTextContent('mfe-lottery');
});

test('a refused clear says so in the band and does not reload', async () => {
  const reload = jest.fn();
  await pageReads({ 'mfe-agent': { entry: entry('mfe-agent', '2.0.0-rc1'), version: '2.0.0-rc1', channel: 'override' } });
  server.on(remoteOverrideClear, () => {
    throw apiError('system.busy', 'Please try again in a moment', undefined, 503);
  });
  render(<OverrideBannerGate reload={reload} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Clear override' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in a moment');
  expect(reload).not.toHaveBeenCalled();
});

test('in Burmese, the default language', async () => {
  act(() => shellWriter.setLanguage('MY'));
  await pageReads({ 'mfe-lottery': { entry: entry('mfe-lottery', '1.1.0'), version: '1.1.0', channel: 'override' } });
  render(<OverrideBannerGate reload={jest.fn()} />);
  expect(await screen.findByRole('region', { name: 'စမ်းသပ်ဗားရှင်း အသုံးပြုနေသည်' })).toHaveTextContent('ဤဘရောက်ဇာကို mfe-lottery 1.1.0 တွင် ပုံသေထားသည်။');
  expect(screen.getByRole('button', { name: 'ပုံသေထားမှုကို ဖယ်ရှားရန်' })).toBeInTheDocument();
});

test.each([
  ['EN', 'Test build active', 'The test build mfe-lottery 1.1.0 was withdrawn: this page now runs the regular version.', 'OK'],
  ['CN', '测试版本已启用', '测试版本 mfe-lottery 1.1.0 已被撤回：此页面现在使用正式版本。', '知道了'],
  ['MY', 'စမ်းသပ်ဗားရှင်း အသုံးပြုနေသည်', 'စမ်းသပ်ဗားရှင်း mfe-lottery 1.1.0 ကို ရုပ်သိမ်းလိုက်ပါပြီ- ဤစာမျက်နှာသည် ယခု ပုံမှန်ဗားရှင်းကို အသုံးပြုနေပါသည်။', 'အိုကေ'],
] as const)('ops withdrew the pinned build (%s): the band says so, the page runs stable, and the notice stays until dismissed', async (language, label, message, dismiss) => {
  act(() => shellWriter.setLanguage(language));
  render(<OverrideBannerGate reload={jest.fn()} />);
  await pageReads({ 'mfe-lottery': { entry: entry('mfe-lottery', '1.0.0'), version: '1.0.0', channel: 'stable', withdrawn: '1.1.0' } });
  const banner = await screen.findByRole('region', { name: label });
  expect(banner).toHaveTextContent(message);
  expect(screen.queryByRole('button', { name: /Clear override|清除固定版本|ပုံသေထားမှုကို ဖယ်ရှားရန်/ })).toBeNull();

  // The next read says nothing more (the pin is gone): the notice stays until the visitor closes it.
  await pageReads({ 'mfe-lottery': { entry: entry('mfe-lottery', '1.0.0'), version: '1.0.0', channel: 'stable' } });
  expect(banner).toHaveTextContent(message);
  await userEvent.click(screen.getByRole('button', { name: dismiss }));
  expect(screen.queryByRole('region', { name: label })).toBeNull();
});
