import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { composeScene } from './compose.ts';
import { parsePrompt } from './parse-prompt.ts';

const names = (prompt: string) => parsePrompt(prompt).subjects.map((request) => request.entry.name);

const PROMPTS: [string, string[]][] = [
  ['a cabin in snowy pine woods at night', ['cabin', 'pine tree', 'snow']],
  ['a red car in a city at sunset', ['car', 'city']],
  ['a cat with a cup of coffee indoors', ['cat', 'cup']],
  ['two dogs and a kitten under the moon', ['dog', 'cat', 'moon']],
  ['a sailboat on the ocean with seagulls and the sun', ['boat', 'bird', 'sun']],
  ['snow-capped mountains above a lake with deer', ['mountain', 'deer']],
  ['a castle on a hill with a dragon and a rainbow', ['castle', 'mountain', 'dragon', 'rainbow']],
  ['a tent and a campfire under starry skies', ['tent', 'campfire', 'star']],
  ['a robot reading a book by a candle in the library', ['robot', 'book', 'candle']],
  ['autumn trees, a fox and falling leaves in the rain', ['tree', 'fox', 'leaves', 'rain']],
];

describe('prompt parser', () => {
  it('recognises subjects through synonyms and plurals', () => {
    expect(names('a cottage among the firs')).toEqual(['cabin', 'pine tree']);
    expect(names('three puppies and some kitties')).toEqual(['dog', 'cat']);
    expect(names('wolves and foxes by the boulders')).toEqual(['wolf', 'fox', 'rock']);
    const woods = parsePrompt('a hut in the woods').subjects.find(
      (r) => r.entry.name === 'pine tree',
    );
    expect(woods?.count).toBeGreaterThan(1);
    expect(parsePrompt('two cars').subjects[0]?.count).toBe(2);
  });

  it('reads the setting: time of day, weather, season, indoor/outdoor and mood', () => {
    expect(parsePrompt('a cabin in snowy pine woods at night').setting).toMatchObject({
      time: 'night',
      weather: 'snow',
      season: 'winter',
      indoor: false,
    });
    expect(parsePrompt('a gloomy street at dusk in the rain').setting).toMatchObject({
      time: 'sunset',
      weather: 'rain',
      mood: 'gloomy',
    });
    expect(parsePrompt('a cosy cat inside by the window').setting).toMatchObject({
      indoor: true,
      mood: 'cozy',
    });
    expect(parsePrompt('a meadow in spring at dawn').setting).toMatchObject({
      time: 'morning',
      season: 'spring',
    });
    expect(parsePrompt('a moon over the sea').setting.time).toBe('night');
  });

  it('lists words it cannot draw and says so in the note', () => {
    const scene = composeScene({
      prompt: 'a cabin with a lantern in the snowy woods',
      width: 640,
      height: 400,
      seed: 3,
    });
    expect(scene.notDrawn).toEqual(['lantern']);
    expect(scene.note).toBe('drew: cabin, pine trees, snow · not drawn: lantern');
    expect(parsePrompt('a beautiful quiet cabin, highly detailed').notDrawn).toEqual([]);
  });
});

describe('scene composer', () => {
  it('draws every subject of each test prompt as its own named group', () => {
    for (const [prompt, expected] of PROMPTS) {
      const scene = composeScene({ prompt, width: 1024, height: 683, seed: 11 });
      expect(scene.subjects.toSorted(), prompt).toEqual(expected.toSorted());
      for (const subject of expected)
        expect(scene.svg, prompt).toContain(`<g data-subject="${subject}">`);
    }
  });

  it('finds room for every subject whatever the seed', () => {
    for (const [prompt] of PROMPTS)
      for (let seed = 0; seed < 25; seed += 1)
        expect(
          composeScene({ prompt, width: 1024, height: 683, seed }).notDrawn,
          `${prompt} seed ${seed}`,
        ).toEqual([]);
  });

  it('never overlaps the main subjects', () => {
    for (const [prompt] of PROMPTS)
      for (const seed of [1, 2, 3, 4, 5]) {
        const { boxes } = composeScene({ prompt, width: 1024, height: 683, seed });
        for (const [i, a] of boxes.entries())
          for (const b of boxes.slice(i + 1)) {
            const apart =
              a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
            expect(apart, `${prompt} seed ${seed}: ${a.subject} / ${b.subject}`).toBe(true);
          }
        for (const box of boxes) {
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.w).toBeLessThanOrEqual(1024.01);
        }
      }
  });

  it('is deterministic by seed and different across seeds', () => {
    const input = {
      prompt: 'a cabin in snowy pine woods at night',
      width: 800,
      height: 500,
      seed: 42,
    };
    expect(composeScene(input).svg).toBe(composeScene({ ...input }).svg);
    const layouts = [1, 2, 3].map((seed) => composeScene({ ...input, seed }).boxes);
    for (const [i, a] of layouts.entries())
      for (const b of layouts.slice(i + 1)) {
        const moved = a.filter((box, index) => {
          const other = b[index];
          return !other || Math.hypot(box.x - other.x, box.y - other.y) > 40;
        });
        expect(moved.length).toBeGreaterThan(a.length / 2);
      }
  });

  it('writes well-formed standalone SVG with a viewBox and unique ids, even with repeated icons', () => {
    for (const [prompt] of PROMPTS) {
      const { svg } = composeScene({ prompt, width: 1024, height: 683, seed: 7 });
      // xmldom throws on malformed XML (onError 'error'/'fatalError' is its default).
      const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement!;
      expect(root.tagName).toBe('svg');
      expect(root.getAttribute('viewBox')).toBe('0 0 1024 683');
      expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(root.getElementsByTagName('g').length).toBeGreaterThan(2);
      const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(ids).size).toBe(ids.length);
      for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref[1]);
    }
  });

  it('leaves out the background when asked for a transparent scene and recolours by style', () => {
    const plain = composeScene({ prompt: 'a red car', width: 400, height: 300, seed: 1 });
    const clear = composeScene({
      prompt: 'a red car',
      width: 400,
      height: 300,
      seed: 1,
      transparent: true,
    });
    expect(plain.svg).toContain('data-layer="background"');
    expect(clear.svg).not.toContain('data-layer="background"');
    const sketch = composeScene({
      prompt: 'a red car',
      width: 400,
      height: 300,
      seed: 1,
      style: 'sketch',
    });
    const colours = [...sketch.svg.matchAll(/#([0-9a-f]{6})\b/g)].map((m) => m[1]!);
    for (const hex of colours)
      expect(hex.slice(0, 2) === hex.slice(2, 4) && hex.slice(2, 4) === hex.slice(4)).toBe(true);
  });
});
