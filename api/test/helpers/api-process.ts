import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/*
 * The API as an OS process of its own, run from the TypeScript source (./run-source.cjs), for tests
 * that must kill an instance for real (SIGKILL: no close hook, no rollback from the process, sockets
 * cut mid-answer). The settings are the environment variables of a deployment (api/README.md); the
 * test's own environment is not passed on, so a developer's settings change nothing.
 */

const REPO_ROOT = path.resolve(__dirname, '../../..');
const MAIN = path.join(REPO_ROOT, 'api', 'src', 'main.ts');
const RUN_SOURCE = path.join(__dirname, 'run-source.cjs');
/** How much of the process's output is kept for a failure message. */
const OUTPUT_TAIL = 8_000;

export interface ApiProcess {
  url: string;
  /** Kills the process with SIGKILL and resolves once it is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port and settings; resolves when it answers. */
  restart(): Promise<void>;
  /** Ends it as a deployment would (SIGTERM: it closes cleanly), if it runs. */
  stop(): Promise<void>;
  /** The end of what the process printed (its log at the LOG_LEVEL given), for failure messages. */
  output(): string;
  /**
   * Resolves with output() once `done(output())` holds, checked as each chunk of output comes; rejects
   * if the process ends before.
   */
  printed(done: (output: string) => boolean): Promise<string>;
}

/*
 * Ports handed out below the kernel's ephemeral range (Linux: 32768–60999). A port the kernel picks for
 * a `listen(0)` or for the local end of an outgoing connection comes from that range, so while a
 * killed instance is down another test's server or any client socket could take its port, and a
 * "restart" would then be talking to a stranger. Below it, only another of these picks can collide.
 */
const PORTS_FROM = 20_000;
const PORTS_TO = 32_768;

/** A port nobody listens on now, so a restart can take the same one again. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = PORTS_FROM + Math.floor(Math.random() * (PORTS_TO - PORTS_FROM));
    const probe = net.createServer();
    const taken = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(true));
      probe.listen(port, '127.0.0.1', () => resolve(false));
    });
    if (taken) continue;
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }
}

/** Starts `node api/src/main.ts` with `env` on a free port and resolves once it listens. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let output = '';
  const readers = new Set<{ done: (output: string) => boolean; resolve: (output: string) => void; reject: (error: Error) => void }>();
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL);
    for (const reader of readers) {
      if (!reader.done(output)) continue;
      readers.delete(reader);
      reader.resolve(output);
    }
  };
  // A test that dies must not leave servers behind.
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const started = spawn(process.execPath, ['-r', RUN_SOURCE, MAIN], {
        cwd: REPO_ROOT,
        // DEMO_TEAM off as in startServer (helpers/server.ts): the team's seed costs seconds a database.
        env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), DEMO_TEAM: 'off', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      // Ready when this very process says it listens (it prints the banner once listen succeeded): a
      // status call could be answered by another process on the port.
      const banner = `Portal running at ${url}`;
      let printedSinceStart = '';
      const untilReady = (chunk: Buffer) => {
        printedSinceStart += chunk.toString('utf8');
        if (!printedSinceStart.includes(banner)) return;
        started.stdout?.off('data', untilReady);
        resolve();
      };
      started.stdout?.on('data', untilReady);
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      exited = new Promise((done) =>
        started.once('exit', () => {
          const ended = `the API process on port ${port} ended`;
          reject(new Error(`${ended} while starting:\n${output}`));
          for (const reader of readers) reader.reject(new Error(`${ended} before printing what was awaited:\n${output}`));
          readers.clear();
          done();
        }),
      );
    });

  await launch();
  return {
    url,
    async kill() {
      child?.kill('SIGKILL');
      await exited;
    },
    restart: launch,
    async stop() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      process.removeListener('exit', killOnExit);
    },
    output: () => output,
    printed(done) {
      if (done(output)) return Promise.resolve(output);
      return new Promise((resolve, reject) => readers.add({ done, resolve, reject }));
    },
  };
}
