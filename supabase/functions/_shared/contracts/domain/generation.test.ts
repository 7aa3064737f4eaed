import { describe, expect, it } from 'vitest';
import {
  ASPECT_RATIOS,
  buildUltraSettings,
  clampPrompt,
  CONTRAST_LEVELS,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_CONTRAST,
  DEFAULT_GENERATION_MODE,
  designNameFromPrompt,
  designSearchTerms,
  designTagsFromPrompt,
  designTypeFor,
  downloadFileName,
  GENERATION_MODES,
  IMAGES_PER_RUN,
  matchesDesignSearch,
  modelLabelFor,
  savedModelLabel,
  pixelSizeFor,
  PROMPT_MAX_LENGTH,
  promptCounterTone,
  resolutionLabel,
} from './generation.ts';

const settings = {
  aspectRatio: '16:9',
  contrast: 'high',
  generationMode: 'ultra',
  promptEnhance: false,
} as const;

describe('generator settings', () => {
  it('offers the spec ratios, contrast levels and modes with their defaults', () => {
    expect(ASPECT_RATIOS).toEqual([
      '1:1',
      '16:9',
      '9:16',
      '3:2',
      '2:3',
      '4:5',
      '5:4',
      '3:4',
      '4:3',
      '2:1',
      '1:2',
      '3:1',
      '1:3',
    ]);
    expect(DEFAULT_ASPECT_RATIO).toBe('3:2');
    expect(CONTRAST_LEVELS).toEqual(['low', 'medium', 'high']);
    expect(DEFAULT_CONTRAST).toBe('medium');
    expect(GENERATION_MODES).toEqual(['fast', 'quality', 'ultra']);
    expect(DEFAULT_GENERATION_MODE).toBe('quality');
    expect(IMAGES_PER_RUN).toBe(3);
  });

  it('builds cinematic ultra settings for 4k-ultra and 8k-ultra only', () => {
    expect(buildUltraSettings('4k-ultra', settings)).toEqual({
      ultraStyle: 'cinematic',
      numImages: 3,
      ...settings,
    });
    expect(buildUltraSettings('8k-ultra', settings)).toEqual({
      ultraStyle: 'cinematic',
      numImages: 3,
      ...settings,
    });
    expect(buildUltraSettings('realistic', settings)).toEqual({});
  });

  it('ignores prompt input past 500 characters and colours the counter at 300 and 400', () => {
    expect(clampPrompt('x'.repeat(600))).toHaveLength(PROMPT_MAX_LENGTH);
    expect(promptCounterTone(300)).toBe('normal');
    expect(promptCounterTone(301)).toBe('amber-light');
    expect(promptCounterTone(401)).toBe('amber');
  });
});

describe('saved design rules', () => {
  it('names a design by the first 30 characters of the prompt plus an ellipsis when longer', () => {
    expect(designNameFromPrompt('a short prompt')).toBe('a short prompt');
    expect(designNameFromPrompt('x'.repeat(30))).toBe('x'.repeat(30));
    expect(designNameFromPrompt('A majestic lion standing on a rocky cliff at dawn')).toBe(
      'A majestic lion standing on a ...',
    );
  });

  it('tags a design with up to 5 distinct prompt words longer than 4 characters', () => {
    expect(
      designTagsFromPrompt(
        'A majestic lion, standing on a rocky cliff at golden sunrise over misty valleys',
      ),
    ).toEqual(['majestic', 'standing', 'rocky', 'cliff', 'golden']);
    expect(designTagsFromPrompt('Ocean ocean OCEAN waves')).toEqual(['ocean', 'waves']);
    expect(designTagsFromPrompt(`forest ${'a'.repeat(101)} ${'b'.repeat(100)}`)).toEqual([
      'forest',
      'b'.repeat(100),
    ]);
    expect(designTagsFromPrompt('a cat')).toEqual([]);
  });

  it('labels the model by design type', () => {
    expect(modelLabelFor('logo')).toBe('Flux Schnell');
    expect(modelLabelFor('cover')).toBe('Flux Pro');
    expect(modelLabelFor('artwork')).toBe('Flux Dev');
    expect(modelLabelFor('video')).toBe('Prodia Video AI');
  });

  it('saves a local preview as "Local preview", and hosted runs with their model label', () => {
    expect(savedModelLabel('artwork', 'local')).toBe('Local preview');
    expect(savedModelLabel('logo', 'local')).toBe('Local preview');
    expect(savedModelLabel('artwork', 'replicate')).toBe('Flux Dev');
    expect(savedModelLabel('cover', 'openai')).toBe('Flux Pro');
    expect(savedModelLabel('artwork', undefined)).toBe('Flux Dev');
  });
});

describe('download file name', () => {
  it('uses the first two non-stop words longer than two characters, a two-digit number and ultrahd.png', () => {
    expect(downloadFileName('A golden retriever playing in the snow', 'artwork', 1)).toBe(
      'golden-retriever-01-ultrahd.png',
    );
    expect(downloadFileName('The cat and the moon over an old city', 'artwork', 12)).toBe(
      'cat-moon-12-ultrahd.png',
    );
  });

  it('names a local preview download "preview", never "ultrahd"', () => {
    const name = downloadFileName(
      'A golden retriever playing in the snow',
      'artwork',
      2,
      'preview',
    );
    expect(name).toBe('golden-retriever-02-preview.png');
    expect(name).not.toContain('ultrahd');
  });

  it('falls back to the type when the prompt has no usable words', () => {
    expect(downloadFileName('a of the to', 'logo', 3)).toBe('logo-03-ultrahd.png');
    expect(downloadFileName('', 'cover', 2)).toBe('cover-02-ultrahd.png');
  });

  it('keeps only safe characters from prompt words', () => {
    expect(downloadFileName('Café-style "neon" sign!', 'artwork', 1)).toBe(
      'cafe-neon-01-ultrahd.png',
    );
  });
});

describe('design search', () => {
  const design = {
    name: 'Sunset over the sea',
    prompt: 'A red sunset over a calm ocean',
    tags: ['sunset', 'ocean'],
  };

  it('splits the query into words longer than one character', () => {
    expect(designSearchTerms('  a Red  ocean x ')).toEqual(['red', 'ocean']);
  });

  it('matches a word in the name, the prompt or the tags, ignoring case', () => {
    expect(matchesDesignSearch(design, 'SEA')).toBe(true);
    expect(matchesDesignSearch(design, 'calm')).toBe(true);
    expect(matchesDesignSearch({ name: 'x', prompt: null, tags: ['ocean'] }, 'ocean')).toBe(true);
    expect(matchesDesignSearch(design, 'forest')).toBe(false);
  });

  it('matches everything when the query has no word longer than one character', () => {
    expect(matchesDesignSearch(design, ' a b ')).toBe(true);
  });
});

describe('pixel sizes', () => {
  it('puts 1024 on the long side with both sides multiples of 8 for every ratio', () => {
    for (const ratio of ASPECT_RATIOS) {
      const { width, height } = pixelSizeFor(ratio);
      expect(Math.max(width, height)).toBe(1024);
      expect(width % 8).toBe(0);
      expect(height % 8).toBe(0);
      const [w, h] = ratio.split(':').map(Number) as [number, number];
      expect(Math.abs(width / height - w / h) / (w / h)).toBeLessThan(0.02);
    }
    expect(pixelSizeFor('16:9')).toEqual({ width: 1024, height: 576 });
    expect(pixelSizeFor('9:16')).toEqual({ width: 576, height: 1024 });
  });

  it('labels 1:1 as HD Quality (1024×1024)', () => {
    expect(resolutionLabel('1:1')).toBe('HD Quality (1024×1024)');
    expect(resolutionLabel()).toBe('HD Quality (1024×1024)');
  });
});

describe('designTypeFor', () => {
  it('saves AI Art as artwork and logos and covers as themselves', () => {
    expect(designTypeFor('ai-art')).toBe('artwork');
    expect(designTypeFor('logo')).toBe('logo');
    expect(designTypeFor('cover')).toBe('cover');
  });
});
