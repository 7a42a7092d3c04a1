import { act, renderHook } from '@testing-library/react';
import { captcha } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { useCaptcha } from './useCaptcha';

let server: EndpointStubs;
beforeEach(() => {
  jest.useFakeTimers();
  server = stubEndpoints().on(captcha, () => 'iVBORw0KGgo=');
});
afterEach(() => jest.useRealTimers());

test('draws an image for a fresh key, and refreshes at most once a second', async () => {
  const { result } = renderHook(() => useCaptcha());
  await act(async () => result.current.refresh());
  expect(server.calls(captcha)).toHaveLength(1);
  const firstKey = result.current.key;
  expect(server.calls(captcha).at(-1)).toEqual({ key: firstKey });
  expect(result.current.image).toBe('data:image/png;base64,iVBORw0KGgo=');

  // Clicked again and again within the second: one more image, when the second is up.
  act(() => {
    result.current.refresh();
    result.current.refresh();
  });
  expect(server.calls(captcha)).toHaveLength(1);
  await act(async () => jest.advanceTimersByTime(1_000));
  expect(server.calls(captcha)).toHaveLength(2);
  expect(result.current.key).not.toBe(firstKey);
  expect(server.calls(captcha).at(-1)).toEqual({ key: result.current.key });

  await act(async () => jest.advanceTimersByTime(5_000));
  expect(server.calls(captcha)).toHaveLength(2);
});

test('a refresh pending at unmount never runs', async () => {
  const { result, unmount } = renderHook(() => useCaptcha());
  await act(async () => result.current.refresh());
  act(() => result.current.refresh());
  unmount();
  jest.advanceTimersByTime(2_000);
  expect(server.calls(captcha)).toHaveLength(1);
});
