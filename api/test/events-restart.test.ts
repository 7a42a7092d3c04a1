import { DEMO_ACCOUNTS } from '../src';
import { notify } from '../src/messages/notify';
import { TestClient } from './helpers/client';
import { memberIdOf } from './helpers/db';
import { startSecondInstance, startServer, TEST_DIALECT, type TestServer } from './helpers/server';
import { openSse, type SseFrame, type SseStream } from './helpers/sse';

/*
 * A stream that reconnects with Last-Event-ID to an instance that has just (re)started gets every event
 * it missed, including one whose id was taken before the instance started but which committed after.
 * On PostgreSQL ids are taken at insert and become visible at commit, so at an instance's start a lower
 * id may still be in an open transaction on another instance; on SQLite writes are serialized (an id
 * never commits after a higher one), so the case exists on PostgreSQL only.
 */

const { player } = DEMO_ACCOUNTS;
const itOnPostgres = TEST_DIALECT === 'postgres' ? it : it.skip;
let a: TestServer;
let b: TestServer | null = null;
let client: TestClient;
let token: string;
let memberId: number;
const open: SseStream[] = [];

beforeAll(async () => {
  a = await startServer();
  client = new TestClient(a.url);
  token = await client.tokenFor(player.username, player.password);
  memberId = await memberIdOf(a, player.username);
});
afterAll(async () => {
  for (const s of open.splice(0)) s.close();
  await b?.close();
  await a.close();
});

async function streamOn(server: TestServer, lastEventId: number | null = null): Promise<SseStream> {
  const ticket = (await client.call<{ ticket: string }>('POST', '/wps/member/events/ticket', { token })).body.value.ticket;
  const s = await openSse(`${server.url}/wps/member/events?ticket=${ticket}`, lastEventId === null ? {} : { 'Last-Event-ID': String(lastEventId) });
  open.push(s);
  return s;
}
const titled = (title: string) => (f: SseFrame) => f.event === 'notification' && (f.data as { title?: string }).title === title;

itOnPostgres('a stream resumed on a just started instance gets an event that was uncommitted when the instance started', async () => {
  const first = await streamOn(a);
  await notify(a.app.portal.db, memberId, { type: 'newMessage', title: 'seen before' });
  const seen = await first.until(titled('seen before'));
  const lastId = seen[seen.length - 1]!.id!;
  first.close();

  // A transaction on instance A takes its event's id and stays open…
  let inserted!: () => void;
  let commit!: () => void;
  const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
  const gate = new Promise<void>((resolve) => (commit = resolve));
  const held = a.app.portal.db.transaction().execute(async (trx) => {
    await notify(trx, memberId, { type: 'newMessage', title: 'committed late' });
    inserted();
    await gate;
  });
  await insertedNow;
  // …while a later event commits, and a new instance starts (a restart) and the stream resumes there.
  await notify(a.app.portal.db, memberId, { type: 'newMessage', title: 'committed first' });
  b = await startSecondInstance(a);
  const resumed = await streamOn(b, Number(lastId));
  await resumed.until(titled('committed first'));

  commit();
  await held;
  await notify(a.app.portal.db, memberId, { type: 'newMessage', title: 'marker' });
  const later = await resumed.until(titled('marker'));
  expect(later.filter((f) => f.event === 'notification').map((f) => (f.data as { title: string }).title)).toEqual(['committed late', 'marker']);
});
