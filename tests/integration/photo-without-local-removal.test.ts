// A desktop release built --without-imgly has no local background remover: Hive Local's
// functions see PHOTO_LOCAL_BACKGROUND_REMOVAL=off (src/main/hive-local-runner.ts). The background
// remover (and the background generator, which cuts out first) then refuses a run that would need it, before charging, in words a person understands;
// with a remove.bg key it runs on remove.bg (a local stub of its API) as usual.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoToolMessages } from '../../supabase/functions/_shared/contracts/messages';
import { startRemoveBgStub } from './photo-stubs/hosted-photo-stubs';
import { base64, photo, startPhotoBackend, type PhotoBackend } from './photo-stubs/photo-backend';
import type { PhotoStub } from './photo-stubs/photo-stub-server';

let removeBg: PhotoStub;
let backend: PhotoBackend;
let image: string;

beforeAll(async () => {
  removeBg = await startRemoveBgStub();
  backend = await startPhotoBackend({
    PHOTO_LOCAL_BACKGROUND_REMOVAL: 'off',
    REMOVE_BG_API_URL: removeBg.url,
  });
  image = base64(await sharp(photo('figurines.jpg')).resize(120).jpeg().toBuffer());
});

afterAll(async () => {
  await backend?.close();
  await removeBg?.close();
});

describe('the background remover without its local engine', () => {
  it.each([
    ['the background remover', 'remove-background', {}],
    // The generator cuts the subject out first, so it cannot run either.
    ['the background generator', 'generate-background', { prompt: 'Marble table' }],
  ] as const)(
    'refuses a local run of %s before charging, saying what to do',
    async (_tool, name, fields) => {
      const user = await backend.signUp();
      const answer = await backend.invoke(user, name, { image, ...fields });
      expect(answer).toEqual({
        status: 503,
        body: {
          status: 'error',
          code: 'engine_unavailable',
          message: photoToolMessages.localRemovalUnavailable,
          refunded: false,
        },
      });
      expect(await backend.balance(user.id)).toBe(50);
      expect(await backend.jobs(user.id)).toEqual([]);
      expect(removeBg.requests).toEqual([]);
    },
  );

  it('still removes backgrounds on remove.bg with the user’s own key, charged once', async () => {
    const user = await backend.signUp();
    const answer = await backend.invoke(
      user,
      'remove-background',
      { image },
      { 'x-removebg-api-key': 'users-own-key' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      engine: { kind: 'hosted', name: 'remove.bg' },
      credits_used: 10,
    });
    expect(await backend.balance(user.id)).toBe(40);
    expect(removeBg.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
