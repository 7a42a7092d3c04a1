import { promises as fs } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer, type ServerOptions } from '../../src';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  /** The temp folder of this server: its database, shell dir, remotes root and registry live here. */
  dir: string;
  dbFile: string;
  shellDir: string;
  remotesRoot: string;
  remotesRegistry: string;
  close(): Promise<void>;
}

/**
 * Starts the real server on a fresh SQLite file in a temp folder, on a free port. The process env is
 * not consulted (a developer's ADMIN_TOKEN must not change what a test sees); scrypt runs cheap.
 */
export async function startServer(options: ServerOptions = {}, beforeListen?: (app: FastifyInstance) => void): Promise<TestServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-api-'));
  const paths = {
    dbFile: path.join(dir, 'portal.db'),
    shellDir: path.join(dir, 'shell'),
    remotesRoot: path.join(dir, 'remotes'),
    remotesRegistry: path.join(dir, 'remotes.json'),
  };
  const app = await createServer({
    env: {},
    databaseUrl: `sqlite:${paths.dbFile}`,
    shellDir: paths.shellDir,
    remotesRoot: paths.remotesRoot,
    remotesRegistry: paths.remotesRegistry,
    scryptN: 1024,
    // The test client plays a proxy on loopback that names each visitor in X-Forwarded-For (a deployment
    // behind a reverse proxy); api/test/trust-proxy.test.ts proves the default, which trusts none.
    trustProxy: 'loopback',
    logger: false,
    ...options,
  });
  beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    dir,
    ...paths,
    async close() {
      await app.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
