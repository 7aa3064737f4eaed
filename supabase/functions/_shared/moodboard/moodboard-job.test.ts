// The refusals before any charge, in the board's words, and the answer's shape.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { moodboardBoardAnswerSchema, moodboardRequestSchema } from '../contracts/api/moodboard.ts';
import { moodboardMessages } from '../contracts/messages.ts';
import type { JobFailure } from '../jobs/job-response.ts';
import { boardAnswer, refuseMoodboardBody, type MoodboardResult } from './moodboard-job.ts';
import { checkReferenceBytes, isOwnReferencePath } from './references.ts';

function refusal(body: unknown): JobFailure {
  const parsed = moodboardRequestSchema.safeParse(body);
  expect(parsed.success).toBe(false);
  return refuseMoodboardBody(parsed.error!.issues);
}

const USER = '0b7c9f1e-3a52-4d4e-9b8e-1f2a3b4c5d6e';

describe('moodboard refusals', () => {
  it('says what is wrong with the keywords, for a board and for a tile', () => {
    expect(refusal({ keywords: [], style: 'realistic' }).message).toBe(
      moodboardMessages.noKeywords,
    );
    expect(refusal({ keywords: ['   '], style: 'realistic' }).message).toBe(
      moodboardMessages.noKeywords,
    );
    expect(refusal({ style: 'realistic' }).message).toBe(moodboardMessages.noKeywords);
    const many = Array.from({ length: 21 }, (_, index) => `k${index}`);
    const tooMany = refusal({ keywords: many, style: 'realistic' });
    expect([tooMany.code, tooMany.message, tooMany.httpStatus]).toEqual([
      'too_many_keywords',
      moodboardMessages.tooManyKeywords,
      400,
    ]);
    expect(refusal({ keywords: ['x'.repeat(41)], style: 'realistic' }).message).toBe(
      moodboardMessages.keywordTooLong,
    );
    expect(
      refusal({ kind: 'tile', keywords: [], style: 'realistic', subject: 'moss · texture' })
        .message,
    ).toBe(moodboardMessages.noKeywords);
    const references = Array.from({ length: 5 }, (_, index) => ({ path: `a/b/${index}.png` }));
    expect(refusal({ keywords: ['moss'], style: 'realistic', references }).message).toBe(
      moodboardMessages.tooManyReferences,
    );
    expect(refusal({ keywords: ['moss'], style: 'realistic', tiles: 7 }).code).toBe(
      'invalid_request',
    );
  });

  it('takes references only from the caller’s own moodboard-references folder', () => {
    expect(isOwnReferencePath(`${USER}/moodboard-references/a.png`, USER)).toBe(true);
    expect(isOwnReferencePath(`${USER}/moodboard-references/board/a.png`, USER)).toBe(true);
    expect(isOwnReferencePath(`someone-else/moodboard-references/a.png`, USER)).toBe(false);
    expect(isOwnReferencePath(`${USER}/results/a.png`, USER)).toBe(false);
    expect(isOwnReferencePath(`${USER}/moodboard-references/../x/a.png`, USER)).toBe(false);
    expect(isOwnReferencePath(`${USER}/moodboard-references/`, USER)).toBe(false);
    expect(isOwnReferencePath(`${USER}/moodboard-references`, USER)).toBe(false);
  });

  it('judges a reference by its bytes: type, pixels, a PNG decoded', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const checked = checkReferenceBytes('p', new Uint8Array(png));
    expect(checked).toMatchObject({ mime: 'image/png', width: 40, height: 30 });
    expect(checked.canvas?.width).toBe(40);
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect(checkReferenceBytes('p', new Uint8Array(jpeg))).toMatchObject({
      mime: 'image/jpeg',
      canvas: null,
    });
    const text = new TextEncoder().encode('<html>not a picture</html>');
    expect(() => checkReferenceBytes('p', text)).toThrow(moodboardMessages.referenceNotImage);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(() => checkReferenceBytes('p', svg)).toThrow(moodboardMessages.referenceNotImage);
    // A header that claims 5000 × 5000: refused before any decoding.
    const bomb = new Uint8Array(png);
    new DataView(bomb.buffer).setUint32(16, 5000);
    new DataView(bomb.buffer).setUint32(20, 5000);
    expect(() => checkReferenceBytes('p', bomb)).toThrow(moodboardMessages.referenceTooManyPixels);
    expect(() => checkReferenceBytes('p', new Uint8Array(10 * 1024 * 1024 + 1))).toThrow(
      moodboardMessages.referenceTooLarge,
    );
  });
});

describe('moodboard answer', () => {
  it('matches the contract, the pictures at bucketStore’s paths and the references after', () => {
    const result: MoodboardResult = {
      files: [],
      made: [
        {
          tile: { subject: 'moss · texture', prompt: 'p', aspectRatio: '1:1', seed: 4 },
          seed: 4,
          mime: 'image/png',
          width: 768,
          height: 768,
        },
      ],
      references: [
        { path: `${USER}/moodboard-references/r.jpg`, url: 'https://x/r', width: 10, height: 20 },
      ],
      palette: [{ hex: '#112233', share: 1, name: 'Deep Blue' }],
      fonts: {
        heading: { family: 'Inter', weight: 700 },
        body: { family: 'Inter', weight: 400 },
      },
      words: ['moss'],
      failedTiles: 0,
      creditsReturned: 0,
      engine: { kind: 'local', name: 'Hive image renderer' },
    };
    const answer = boardAnswer(
      result,
      [{ url: 'https://x/1', mime: 'image/png', width: 768, height: 768 }],
      {
        id: 'job-1',
        userId: USER,
        tool: 'moodboard-generator',
      },
    );
    expect(moodboardBoardAnswerSchema.parse(answer)).toEqual(answer);
    expect(answer.images.map((image) => [image.source, image.path])).toEqual([
      ['generated', `${USER}/job-1/1.png`],
      ['reference', `${USER}/moodboard-references/r.jpg`],
    ]);
  });
});
