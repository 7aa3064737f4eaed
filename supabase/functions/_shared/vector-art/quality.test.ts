// Quality: for ten everyday prompts (synonyms and plurals included), every subject the prompt
// names is drawn as its own data-subject group, in every look and several seeds, and the
// prompt parser reads the setting and the words it cannot draw.
import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../scene/index.ts';
import { sanitizeSvg } from '../svg/sanitize-svg.ts';
import { composePicture } from './local-engine.ts';
import { LOOKS } from './look-types.ts';
import { parsePath, writePath } from './path-data.ts';

const CASES: [string, string[]][] = [
  ['a cottage among snowy firs at night', ['cabin', 'pine tree', 'snow']],
  ['two puppies playing with a kitten in the garden', ['dog', 'cat', 'flower']],
  ['a lighthouse-free harbour: sailboats, seagulls and a whale', ['boat', 'bird', 'whale']],
  ['a fox and wolves by the boulders under the stars', ['fox', 'wolf', 'rock', 'star']],
  ['a castle with a dragon and a rainbow', ['castle', 'dragon', 'rainbow']],
  ['a red bicycle next to palm trees and the sun', ['bicycle', 'palm tree', 'sun']],
  ['a robot reading books by candles', ['robot', 'book', 'candle']],
  ['a tent and a campfire beside the mountains', ['tent', 'campfire', 'mountain']],
  ['owls and butterflies over mushrooms', ['owl', 'butterfly', 'mushroom']],
  ['a snowman and a teddy bear with a cup of cocoa', ['snowman', 'teddy bear', 'cup']],
  // What landing pages and decks ask for.
  ['a team around a whiteboard', ['team', 'chart']],
  ['a trophy on a podium', ['trophy']],
  ['two people shaking hands', ['person', 'handshake']],
  [
    'a laptop with a growth graph, a lightbulb and a target',
    ['laptop', 'chart', 'light bulb', 'target'],
  ],
  ['an email newsletter with a gift and a calendar', ['envelope', 'gift', 'calendar']],
];

describe('every listed subject is drawn', () => {
  it('parses each prompt to the expected subjects', () => {
    for (const [prompt, expected] of CASES)
      expect(
        parsePrompt(prompt)
          .subjects.map((s) => s.entry.name)
          .toSorted(),
        prompt,
      ).toEqual(expected.toSorted());
  });

  it('draws one data-subject group per expected subject, in every look', () => {
    for (const [prompt, expected] of CASES)
      for (const look of LOOKS)
        for (const seed of [1, 2]) {
          const { svg, drawn } = composePicture({
            prompt,
            look,
            width: 1024,
            height: 768,
            seed,
            transparent: false,
            simplify: 0,
            strokePx: 3.5,
          });
          const clean = sanitizeSvg(svg);
          for (const subject of expected)
            expect(clean, `${prompt} · ${look} · ${seed}`).toContain(
              `<g data-subject="${subject}"`,
            );
          expect(
            drawn.not_drawn.filter((word) => expected.includes(word)),
            prompt,
          ).toEqual([]);
        }
  });

  it('names words it cannot draw in the note', () => {
    const { drawn } = composePicture({
      prompt: 'a cabin with a lantern in the snowy woods',
      look: 'sticker',
      width: 1024,
      height: 768,
      seed: 3,
      transparent: false,
      simplify: 0,
      strokePx: 3.5,
    });
    expect(drawn.note).toBe('drew: cabin, pine trees, snow · not drawn: lantern');
    expect(drawn.not_drawn).toEqual(['lantern']);
  });
});

describe('path data', () => {
  it('reads relative, shorthand and compact-arc commands into absolute segments', () => {
    const segments = parsePath('m10 10h5v5l-5 0zM0 0c1 1 2 2 3 3s4 4 5 5q1 1 2 2t3 3a2 2 0 011 1');
    expect(writePath(segments, 2)).toBe(
      'M10 10L15 10L15 15L10 15ZM0 0C1 1 2 2 3 3C4 4 7 7 8 8Q9 9 10 10Q11 11 13 13A2 2 0 0 1 14 14',
    );
  });
});
