// The database tests (every supabase/tests/database/*.test.sql, pgTAP: credits, the ledger,
// designs, admin roles and the catalog checks) on a real PostgreSQL with the project's migrations applied by
// Hive Local, run with psql exactly as `supabase test db` runs them on a hosted project. Needs Debian's postgresql and
// postgresql-15-pgtap (or the pgTAP package for the installed major).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCreditsBackend } from './credits-backend';
import {
  findPostgresBin,
  startPostgresServer,
  type PostgresServer,
} from './credits-postgres-server';

const SQL_DIR = resolve(import.meta.dirname, '../../supabase/tests/database');
const files = readdirSync(SQL_DIR)
  .filter((name) => /\.test\.sql$/.test(name))
  .sort();

let server: PostgresServer;

beforeAll(async () => {
  server = await startPostgresServer();
  // Hive Local applies its bootstrap (roles, auth schema) and every migration, then stops. No
  // admin is configured: the SQL files set up what they need, as `supabase test db` runs them.
  const backend = await startCreditsBackend({ databaseUrl: server.url });
  await backend.close();
  const sql = postgres(server.url, { max: 1, onnotice: () => undefined });
  try {
    await sql`create extension if not exists pgtap`;
  } catch (error) {
    throw new Error(
      `pgTAP is missing: install it with \`apt-get install -y postgresql-15-pgtap\` (${String(error)})`,
    );
  } finally {
    await sql.end();
  }
}, 120_000);
afterAll(async () => server?.stop());

describe('database tests (pgTAP) on PostgreSQL', () => {
  it('finds every database test file', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'admin-roles.test.sql',
        'catalog.test.sql',
        'credits-ledger.test.sql',
        'credits.test.sql',
        'designs.test.sql',
      ]),
    );
  });

  it.each(files)(
    '%s passes every assertion of its plan',
    (file) => {
      const psql = join(findPostgresBin()!, 'psql');
      const result = spawnSync(
        psql,
        [server.url, '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-f', join(SQL_DIR, file)],
        {
          encoding: 'utf8',
        },
      );
      const lines = result.stdout.split('\n').map((line) => line.trim());
      const plan = lines.find((line) => /^1\.\.\d+$/.test(line));
      const failures = lines.filter((line) => line.startsWith('not ok'));
      expect(
        result.stderr.replace(/^psql:.*NOTICE.*$/gm, '').trim(),
        'psql reported no error',
      ).toBe('');
      expect(result.status).toBe(0);
      expect(failures).toEqual([]);
      expect(plan, 'the file declares its plan').toBeDefined();
      const planned = Number(plan!.slice(3));
      expect(lines.filter((line) => /^ok \d+/.test(line))).toHaveLength(planned);
    },
    60_000,
  );
});
