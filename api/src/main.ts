import { createServer } from './server';
import { DEFAULT_PORT, positiveInt } from './config';
import { DEMO_MERCHANT, demoAccountRows } from './seed';

/** Starts the API (and the static portal) on PORT/HOST, then prints where and how to log in. */
async function main(): Promise<void> {
  const port = positiveInt('PORT', process.env.PORT, DEFAULT_PORT);
  const host = process.env.HOST || '0.0.0.0';
  const app = await createServer();
  await app.listen({ port, host });

  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(banner(`http://${shown}:${port}`, app.portal.config.demoPay, await demoAccountRows(app.portal)));

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

/** `accounts`: what each demo account holds now (the ledger's), not the balance it was opened with. */
function banner(url: string, demoPay: boolean, accounts: Awaited<ReturnType<typeof demoAccountRows>>): string {
  const rows = [['role', 'username', 'password', 'balance'], ...accounts.map((a) => [a.role, a.username, a.password, a.balance])];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const line = (row: string[]) => `  │ ${row.map((cell, col) => cell.padEnd(widths[col]!)).join(' │ ')} │`;
  const rule = (l: string, m: string, r: string) => `  ${l}${widths.map((w) => '─'.repeat(w + 2)).join(m)}${r}`;
  return [
    '',
    `  Portal running at ${url}`,
    `  Demo accounts (merchant ${DEMO_MERCHANT.code}):`,
    rule('┌', '┬', '┐'),
    line(rows[0]!),
    rule('├', '┼', '┤'),
    ...rows.slice(1).map(line),
    rule('└', '┴', '┘'),
    // Said at every start: on a real-money site this line must not be there.
    ...(demoPay ? ['  The demo payment provider is on: anyone with an order number can pay it (DEMO_PAY=off to stop).'] : []),
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error('The portal API failed to start:', error);
  process.exit(1);
});
