import { describe, expect, it } from 'vitest';
import { AD_DURATIONS, adSpecSchema, type AdScene } from '../api/ad-video.ts';
import { defaultAdScenes, fitScenes, sceneAt, type AdTimelineInput } from './ad-timeline.ts';

const base: AdTimelineInput = {
  durationSeconds: 10,
  headline: 'Summer sale',
  subline: 'Hand-made ceramics',
  cta: 'Shop now',
  offer: '30% off',
  features: ['Dishwasher safe', 'Made in Leeds', 'Gift boxed'],
  products: 2,
};

const total = (scenes: AdScene[]) => scenes.reduce((sum, scene) => sum + scene.seconds, 0);
const isTenths = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

describe('defaultAdScenes', () => {
  it('adds up to every length exactly, in tenths, each scene at least a second', () => {
    for (const durationSeconds of AD_DURATIONS)
      for (const offer of ['', '30% off'])
        for (let features = 0; features <= 3; features += 1) {
          const scenes = defaultAdScenes({
            ...base,
            durationSeconds,
            offer,
            features: base.features.slice(0, features),
          });
          expect(total(scenes)).toBeCloseTo(durationSeconds, 9);
          for (const scene of scenes) {
            expect(scene.seconds).toBeGreaterThanOrEqual(1);
            expect(isTenths(scene.seconds)).toBe(true);
          }
          expect(scenes[0]!.kind).toBe('intro');
          expect(scenes[1]!.kind).toBe('reveal');
          expect(scenes.at(-1)!.kind).toBe('end');
          expect(new Set(scenes.map((scene) => scene.id)).size).toBe(scenes.length);
        }
  });

  it('keeps intro, reveal, the offer (or the first feature) and the end in 6 s', () => {
    expect(defaultAdScenes({ ...base, durationSeconds: 6 }).map((scene) => scene.kind)).toEqual([
      'intro',
      'reveal',
      'offer',
      'end',
    ]);
    const noOffer = defaultAdScenes({ ...base, durationSeconds: 6, offer: '' });
    expect(noOffer.map((scene) => scene.kind)).toEqual(['intro', 'reveal', 'feature', 'end']);
    expect(noOffer[2]!.text).toBe('Dishwasher safe');
  });

  it('puts the words on their scenes and cycles the products through the callouts', () => {
    const scenes = defaultAdScenes({ ...base, durationSeconds: 15 });
    expect(scenes.map((scene) => [scene.kind, scene.text, scene.product])).toEqual([
      ['intro', 'Summer sale', 0],
      ['reveal', 'Hand-made ceramics', 0],
      ['feature', 'Dishwasher safe', 1],
      ['feature', 'Made in Leeds', 0],
      ['feature', 'Gift boxed', 1],
      ['offer', '30% off', 0],
      ['end', 'Shop now', 0],
    ]);
    const single = defaultAdScenes({ ...base, durationSeconds: 15, products: 1 });
    expect(single.every((scene) => scene.product === 0)).toBe(true);
  });

  it('makes an ad the contract accepts', () => {
    const scenes = defaultAdScenes(base);
    const parsed = adSpecSchema.safeParse({
      format: '9:16',
      durationSeconds: 10,
      style: 'bold-sale',
      colours: { background: '#111111', primary: '#e11d48', accent: '#facc15', text: '#ffffff' },
      headline: base.headline,
      cta: base.cta,
      features: base.features,
      scenes,
    });
    expect(parsed.success).toBe(true);
  });
});

describe('fitScenes', () => {
  it('rescales edited timings to the length, keeping proportions, at least 0.5 s each', () => {
    const edited = defaultAdScenes(base).map((scene, index) => ({
      ...scene,
      seconds: index === 0 ? 6 : 0.5,
    }));
    for (const durationSeconds of AD_DURATIONS) {
      const fitted = fitScenes(edited, durationSeconds);
      expect(total(fitted)).toBeCloseTo(durationSeconds, 9);
      for (const scene of fitted) {
        expect(scene.seconds).toBeGreaterThanOrEqual(0.5);
        expect(isTenths(scene.seconds)).toBe(true);
      }
      expect(fitted[0]!.seconds).toBeGreaterThan(fitted[1]!.seconds);
    }
  });

  it('leaves timings that already fit alone', () => {
    const scenes = defaultAdScenes(base);
    expect(fitScenes(scenes, 10)).toEqual(scenes);
  });

  it('copes with odd input (zero, NaN, many short scenes)', () => {
    const scenes = defaultAdScenes(base).map((scene, index) => ({
      ...scene,
      seconds: index === 1 ? Number.NaN : 0,
    }));
    const fitted = fitScenes(scenes, 6);
    expect(total(fitted)).toBeCloseTo(6, 9);
    for (const scene of fitted) expect(scene.seconds).toBeGreaterThanOrEqual(0.5);
  });
});

describe('sceneAt', () => {
  const scenes = defaultAdScenes(base);

  it('finds the scene, its start and the share played', () => {
    const first = sceneAt(scenes, 0);
    expect(first).toMatchObject({ index: 0, start: 0, local: 0, share: 0 });
    const boundary = scenes[0]!.seconds;
    const second = sceneAt(scenes, boundary);
    expect(second.index).toBe(1);
    expect(second.start).toBeCloseTo(boundary, 9);
    expect(second.local).toBeCloseTo(0, 9);
    const middle = sceneAt(scenes, boundary + scenes[1]!.seconds / 2);
    expect(middle.share).toBeCloseTo(0.5, 6);
  });

  it('clamps times outside the ad', () => {
    expect(sceneAt(scenes, -3).index).toBe(0);
    const last = sceneAt(scenes, 99);
    expect(last.index).toBe(scenes.length - 1);
    expect(last.share).toBe(1);
    expect(sceneAt(scenes, Number.NaN).index).toBe(0);
  });
});
