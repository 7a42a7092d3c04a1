import { act, renderHook } from '@testing-library/react';
import { http } from '@portal/shared';
import { useCaptcha } from './useCaptcha';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), http: { get: jest.fn() } }));
const get = http.get as jest.MockedFunction<typeof http.get>;

beforeEach(() => {
  jest.useFakeTimers();
  get.mockReset().mockResolvedValue('iVBORw0KGgo=');
});
afterEach(() => jest.useRealTimers());

test('draws an image for a fresh key, and refreshes at most once a second', async () => {
  const { result } = renderHook(() => useCaptcha());
  await act(async () => result.current.refresh());
  expect(get).toHaveBeenCalledTimes(1);
  const firstKey = result.current.key;
  expect(get).toHaveBeenLastCalledWith('/wps/captcha', { params: { key: firstKey } });
  expect(result.current.image).toBe('data:image/png;base64,iVBORw0KGgo=');

  // Clicked again and again within the second: one more image, when the second is up.
  act(() => {
    result.current.refresh();
    result.current.refresh();
  });
  expect(get).toHaveBeenCalledTimes(1);
  await act(async () => jest.advanceTimersByTime(1_000));
  expect(get).toHaveBeenCalledTimes(2);
  expect(result.current.key).not.toBe(firstKey);

  await act(async () => jest.advanceTimersByTime(5_000));
  expect(get).toHaveBeenCalledTimes(2);
});

test('a refresh pending at unmount never runs', async () => {
  const { result, unmount } = renderHook(() => useCaptcha());
  await act(async () => result.current.refresh());
  act(() => result.current.refresh());
  unmount();
  jest.advanceTimersByTime(2_000);
  expect(get).toHaveBeenCalledTimes(1);
});
