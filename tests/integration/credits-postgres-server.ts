// A throwaway real PostgreSQL server for the credits tests and benchmark: initdb into a temporary
// folder, start `postgres` on a free port, hand back its URL, delete everything on stop.
// Debian's server binaries (apt-get install -y postgresql) are required; a missing server is an
// error with the install command, never a silent skip. PostgreSQL refuses to run as root, so as
// root the cluster is owned by, and run as, the `postgres` system user.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

/** A running throwaway server. */
export type PostgresServer = { url: string; stop(): Promise<void> };

/** The folder holding initdb and postgres: PG_BIN, else the newest /usr/lib/postgresql/N/bin. */
export function findPostgresBin(): string | null {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error('Running as root, but there is no `postgres` user to run PostgreSQL as.');
  return { uid, gid: id('-g') };
}

/** Starts a fresh PostgreSQL cluster (fsync off: a test server, thrown away after). */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error(
      'No PostgreSQL server found: install it with `apt-get install -y postgresql` (or set PG_BIN).',
    );
  const owner = postgresUser();
  const root = mkdtempSync(join(tmpdir(), 'hive-credits-pg-'));
  const dataDir = join(root, 'data');
  if (owner) {
    chmodSync(root, 0o755);
    chownSync(root, owner.uid, owner.gid);
  }
  const as = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'],
    {
      ...as,
      encoding: 'utf8',
    },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  const server: ChildProcess = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      root,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    { ...as, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`postgres exited: ${log}`);
    const probe = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => undefined });
    try {
      await probe`select 1`;
      await probe.end();
      break;
    } catch {
      await probe.end({ timeout: 0 }).catch(() => undefined);
      if (Date.now() - started > 30_000) throw new Error(`postgres did not start: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGINT');
        await exited;
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
