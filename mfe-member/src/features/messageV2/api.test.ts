import { http } from '@portal/shared';
import { listMessages, markMessageRead } from './api';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), http: { get: jest.fn(), post: jest.fn(), put: jest.fn() } }));

test('messages: paged list, PUT …/read', async () => {
  await listMessages({ pageNo: 2, pageSize: 20 });
  expect(http.get).toHaveBeenLastCalledWith('/wps/member/messages', { auth: true, params: { pageNo: 2, pageSize: 20 }, signal: undefined });
  await markMessageRead(7);
  expect(http.put).toHaveBeenLastCalledWith('/wps/member/messages/7/read', undefined, { auth: true });
});
