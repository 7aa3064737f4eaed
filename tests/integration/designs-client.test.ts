// The client's designs layer (src/renderer/src/lib/designs/designs-api.ts) against a real Hive
// Local with the real migrations, through supabase-js: saving, the duplicate rule, the
// browser-storage fallback and its sync, folders and collections, and owner-only rows.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import type { HiveLocal } from '../../src/backend/server';
import {
  addToCollection,
  createCollection,
  createFolder,
  deleteDesign,
  deleteFolder,
  fetchAllDesigns,
  fetchCollections,
  fetchFolders,
  fetchServerDesigns,
  isCreationSaved,
  saveDesign,
  syncLocalDesigns,
  updateDesign,
} from '../../src/renderer/src/lib/designs/designs-api';
import type { NewDesign } from '../../src/renderer/src/lib/designs/design-schemas';
import {
  addLocalDesign,
  memoryStorage,
  readLocalDesigns,
} from '../../src/renderer/src/lib/designs/local-designs';
import { clientFor, signedInClient, startTestBackend } from './backend-harness';

let backend: HiveLocal;
beforeAll(async () => {
  backend = await startTestBackend({
    migrationsDir: resolve(import.meta.dirname, '../../supabase/migrations'),
    modules: [createStorageModule],
    settings: { enableConfirmations: false },
  });
});
afterAll(() => backend?.close());

const creation = (url: string): NewDesign => ({
  url,
  prompt: 'a golden honeycomb city at sunset',
  type: 'artwork',
  model: 'Flux Dev',
  name: 'a golden honeycomb city at sun...',
  tags: ['golden', 'honeycomb', 'sunset'],
});

describe('designs client on Hive Local', () => {
  it('saves to the server and recognises the same url, prompt and type as already saved', async () => {
    const { client, userId } = await signedInClient(backend);
    const storage = memoryStorage();
    const outcome = await saveDesign(client, storage, userId, creation('https://x.test/1.png'));
    expect(outcome.where).toBe('server');
    expect(outcome.design).toMatchObject({
      userId,
      isPrivate: true,
      folderId: null,
      model: 'Flux Dev',
      source: 'server',
    });
    expect(await isCreationSaved(client, storage, userId, creation('https://x.test/1.png'))).toBe(
      true,
    );
    expect(
      await isCreationSaved(client, storage, userId, {
        ...creation('https://x.test/1.png'),
        type: 'logo',
      }),
    ).toBe(false);
    expect(
      await isCreationSaved(client, storage, userId, {
        ...creation('https://x.test/1.png'),
        prompt: 'other',
      }),
    ).toBe(false);
    expect(readLocalDesigns(storage, userId)).toEqual([]);
  });

  it('keeps a design in browser storage when the server refuses it, then syncs it exactly once', async () => {
    const { client, userId } = await signedInClient(backend);
    const signedOut = clientFor(backend);
    const storage = memoryStorage();
    const outcome = await saveDesign(
      signedOut,
      storage,
      userId,
      creation('https://x.test/local.png'),
    );
    expect(outcome.where).toBe('local');
    expect(readLocalDesigns(storage, userId)).toHaveLength(1);
    expect(
      (await fetchAllDesigns(client, storage, userId)).designs.map((design) => design.source),
    ).toEqual(['local']);

    // Two screens syncing at once still insert it once.
    const [first, second] = await Promise.all([
      syncLocalDesigns(client, storage, userId),
      syncLocalDesigns(client, storage, userId),
    ]);
    expect(first + second).toBeGreaterThan(0);
    expect(await fetchServerDesigns(client, userId)).toHaveLength(1);
    expect(readLocalDesigns(storage, userId)).toEqual([]);

    // A copy the server already has is only forgotten locally.
    addLocalDesign(storage, userId, creation('https://x.test/local.png'));
    expect(await syncLocalDesigns(client, storage, userId)).toBe(1);
    expect(await fetchServerDesigns(client, userId)).toHaveLength(1);
    expect(readLocalDesigns(storage, userId)).toEqual([]);
  });

  it('keeps a tool’s details with the design, through the browser-storage copy and its sync, and refuses a non-object', async () => {
    const { client, userId } = await signedInClient(backend);
    const storage = memoryStorage();
    const details = { style: 'luxury', font: 'cinzel', colors: ['#1f2937', '#d4af37'] };
    const logo = { ...creation('https://x.test/logo.svg'), type: 'logo' as const, details };
    const saved = await saveDesign(client, storage, userId, logo);
    expect(saved).toMatchObject({ where: 'server', design: { details } });

    const offline = await saveDesign(clientFor(backend), storage, userId, {
      ...logo,
      url: 'https://x.test/offline.svg',
    });
    expect(offline).toMatchObject({ where: 'local', design: { details } });
    expect(await syncLocalDesigns(client, storage, userId)).toBe(1);
    const server = await fetchServerDesigns(client, userId);
    expect(server.map((design) => design.details)).toEqual([details, details]);

    const { error } = await client.from('designs').insert({
      ...creation('https://x.test/bad.png'),
      user_id: userId,
      details: ['not', 'an object'],
    });
    expect(error?.code).toBe('23514');
  });

  it('clears folder_id when a folder is deleted and drops a deleted design from every collection', async () => {
    const { client, userId } = await signedInClient(backend);
    const storage = memoryStorage();
    const { design } = await saveDesign(client, storage, userId, creation('https://x.test/f.png'));
    await createFolder(client, { name: 'Posters' });
    const [folder] = await fetchFolders(client);
    expect(folder).toMatchObject({ name: 'Posters', color: '#f59e0b' });
    await updateDesign(client, storage, design, {
      folderId: folder!.id,
      name: 'Poster one',
      isPrivate: false,
    });
    expect((await fetchServerDesigns(client, userId))[0]).toMatchObject({
      folderId: folder!.id,
      name: 'Poster one',
      isPrivate: false,
    });
    await deleteFolder(client, storage, userId, folder!.id);
    expect((await fetchServerDesigns(client, userId))[0]?.folderId).toBeNull();

    await createCollection(client, { name: 'Best of' });
    await createCollection(client, { name: 'Clients' });
    const collections = await fetchCollections(client);
    for (const collection of collections) await addToCollection(client, collection.id, design.id);
    await addToCollection(client, collections[0]!.id, design.id);
    expect((await fetchCollections(client)).map((collection) => collection.designs)).toEqual([
      [design.id],
      [design.id],
    ]);
    await deleteDesign(client, storage, design);
    expect((await fetchCollections(client)).map((collection) => collection.designs)).toEqual([
      [],
      [],
    ]);
  });

  it('shows each user only their own designs, folders and collections', async () => {
    const a = await signedInClient(backend);
    const b = await signedInClient(backend);
    const storage = memoryStorage();
    await saveDesign(a.client, storage, a.userId, creation('https://x.test/a.png'));
    await createFolder(a.client, { name: 'A folder' });
    await createCollection(a.client, { name: 'A collection' });
    expect(await fetchServerDesigns(b.client, a.userId)).toEqual([]);
    expect(await fetchFolders(b.client)).toEqual([]);
    expect(await fetchCollections(b.client)).toEqual([]);
    const stolen = await saveDesign(
      b.client,
      storage,
      a.userId,
      creation('https://x.test/stolen.png'),
    );
    expect(stolen.where).toBe('local');
    expect(await fetchServerDesigns(a.client, a.userId)).toHaveLength(1);
  });
});
