import { describe, expect, it } from 'vitest';
import { brandDetailsSchema, brandMessages, type Blueprint } from '@contracts/api/brand';
import { blueprintDetails } from './blueprint-details';
import { blueprintBlocker } from './components/brand-studio';
import { looksLikePhoto } from './logo-file';

describe('the Brand Blueprint page', () => {
  it('says why it cannot run yet: no name, a name too long, no logo', () => {
    const logo = {
      fileName: 'logo.svg',
      kind: 'svg' as const,
      dataUrl: 'data:',
      previewUrl: 'blob:',
      photo: false,
    };
    expect(blueprintBlocker('   ', logo)).toBe(brandMessages.nameEmpty);
    expect(blueprintBlocker('x'.repeat(41), logo)).toBe(brandMessages.nameTooLong);
    expect(blueprintBlocker('Acme', null)).toBe(brandMessages.logoMissing);
    expect(blueprintBlocker('Acme', logo)).toBeNull();
  });

  it('tells a photo from a flat logo by how many colours cover it', () => {
    const flat = new Uint8ClampedArray(96 * 96 * 4);
    for (let at = 0; at < flat.length; at += 4)
      flat.set(at % 3 ? [29, 78, 216, 255] : [255, 255, 255, 255], at);
    expect(looksLikePhoto(flat)).toBe(false);
    const photo = new Uint8ClampedArray(96 * 96 * 4);
    for (let at = 0; at < photo.length; at += 4)
      photo.set([(at * 7) % 256, (at * 13) % 256, (at * 29) % 256, 255], at);
    expect(looksLikePhoto(photo)).toBe(true);
  });

  it('saves the palette, fonts and file paths the colour pickers read back', () => {
    const blueprint = {
      name: 'Acme',
      palette: [
        {
          id: 'primary',
          name: 'Blue',
          role: 'primary',
          hex: '#1d4ed8',
          rgb: [29, 78, 216],
          cmyk: [87, 64, 0, 15],
          oklch: [0.488, 0.217, 264.4],
        },
        {
          id: 'white',
          name: 'White',
          role: 'neutral',
          hex: '#ffffff',
          rgb: [255, 255, 255],
          cmyk: [0, 0, 0, 0],
          oklch: [1, 0, 0],
        },
      ],
      typography: { heading: { family: 'Montserrat' }, body: { family: 'Inter' } },
      files: [
        {
          kind: 'guideline',
          path: 'u/j/guidelines.pdf',
          url: 'https://x/1',
          mime: 'application/pdf',
          fileName: 'acme-guidelines.pdf',
        },
        {
          kind: 'cover',
          path: 'u/j/cover.svg',
          url: 'https://x/2',
          mime: 'image/svg+xml',
          fileName: 'acme-cover.svg',
        },
      ],
    } as unknown as Blueprint;
    const details = blueprintDetails(blueprint);
    expect(details).toEqual({
      kind: 'brand-blueprint',
      version: 1,
      name: 'Acme',
      palette: [
        { name: 'Blue', hex: '#1d4ed8', role: 'primary' },
        { name: 'White', hex: '#ffffff', role: 'neutral' },
      ],
      fonts: { heading: 'Montserrat', body: 'Inter' },
      bucket: 'photo-results',
      files: { guideline: 'u/j/guidelines.pdf', cover: 'u/j/cover.svg' },
    });
    expect(brandDetailsSchema.parse(JSON.parse(JSON.stringify(details)))).toEqual(details);
    expect(new TextEncoder().encode(JSON.stringify(details)).length).toBeLessThan(64 * 1024);
  });
});
