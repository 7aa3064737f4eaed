import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_SCHEMA_SQL } from './storage-schema-sql';
import { startStorageTestBackend, type StorageTestBackend } from './testing/storage-test-backend';

let backend: StorageTestBackend;
beforeAll(async () => {
  backend = await startStorageTestBackend();
});
afterAll(() => backend.close());

describe('the storage schema', () => {
  it('offers the policy helpers foldername, filename and extension', async () => {
    const { rows } = await backend.pg.query(
      "select storage.foldername('a/b/c.png') as folders, storage.filename('a/b/c.png') as file, storage.extension('a/b/c.tar.gz') as ext, storage.foldername('top.png') as none",
    );
    expect(rows[0]).toEqual({ folders: ['a', 'b'], file: 'c.png', ext: 'gz', none: [] });
  });

  it('has RLS on buckets and objects and grants them to the API roles', async () => {
    const { rows } = await backend.pg.query<{ relname: string; relrowsecurity: boolean }>(
      "select relname, relrowsecurity from pg_class where relnamespace = 'storage'::regnamespace and relname in ('buckets', 'objects') order by relname",
    );
    expect(rows).toEqual([
      { relname: 'buckets', relrowsecurity: true },
      { relname: 'objects', relrowsecurity: true },
    ]);
    const grants = await backend.pg.query<{ ok: boolean }>(
      `select bool_and(has_table_privilege(role, 'storage.' || t, privilege)) as ok
       from unnest(array['anon', 'authenticated', 'service_role']) role, unnest(array['objects', 'buckets']) t,
            unnest(array['select', 'insert', 'update', 'delete']) privilege`,
    );
    expect(grants.rows[0]?.ok).toBe(true);
  });

  it('derives path_tokens from the name and keeps updated_at current', async () => {
    await backend.pg.exec(
      "insert into storage.buckets (id, name) values ('schema-test', 'schema-test')",
    );
    await backend.pg.exec(
      "insert into storage.objects (bucket_id, name, updated_at) values ('schema-test', 'x/y/z.txt', now() - interval '1 day')",
    );
    await backend.pg.exec("update storage.objects set metadata = '{}' where name = 'x/y/z.txt'");
    const { rows } = await backend.pg.query<{ path_tokens: string[]; fresh: boolean }>(
      "select path_tokens, updated_at > now() - interval '1 minute' as fresh from storage.objects where name = 'x/y/z.txt'",
    );
    expect(rows[0]).toEqual({ path_tokens: ['x', 'y', 'z.txt'], fresh: true });
  });

  it('can run again over an existing schema', async () => {
    await expect(backend.pg.exec(STORAGE_SCHEMA_SQL)).resolves.not.toThrow();
  });

  it('accepts an own-folder policy written as on hosted Supabase', async () => {
    await expect(
      backend.pg.exec(`create policy "avatar uploads" on storage.objects for insert to authenticated
        with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text)`),
    ).resolves.not.toThrow();
  });
});
