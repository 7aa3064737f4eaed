// Voice, tone and tagline ideas written on this computer from the personality sliders: each axis
// has words for its two poles and for the middle, the strongest axes lead, and the brand's name,
// industry and audience fill the templates. Deterministic for the same input (a seed from the
// name), so a run can be explained and tested; the hosted text model may improve it afterwards.
import type { Personality, PersonalityAxis, Voice } from '../contracts/api/brand.ts';
import { mulberry32, textSeed } from '../contracts/domain/random.ts';

type Pole = {
  trait: string;
  description: string;
  weAre: string;
  weAreNot: string;
  use: string[];
  avoid: string[];
};

const POLES: Record<PersonalityAxis, { low: Pole; mid: Pole; high: Pole }> = {
  tone: {
    low: {
      trait: 'Playful',
      description:
        'We enjoy what we do and it shows: a light touch, a wink, never at anyone’s expense.',
      weAre: 'Light-hearted',
      weAreNot: 'Flippant',
      use: ['enjoy', 'try', 'fun', 'discover'],
      avoid: ['leverage', 'utilise', 'henceforth'],
    },
    mid: {
      trait: 'Good-humoured',
      description: 'We smile when it helps and stay focused when it matters.',
      weAre: 'Good-humoured',
      weAreNot: 'Jokey',
      use: ['simple', 'clear', 'good'],
      avoid: ['LOL', 'synergy'],
    },
    high: {
      trait: 'Considered',
      description: 'We choose every word with care. Substance first, no gimmicks.',
      weAre: 'Considered',
      weAreNot: 'Cold',
      use: ['precise', 'proven', 'careful', 'clear'],
      avoid: ['awesome', 'crazy', 'super'],
    },
  },
  era: {
    low: {
      trait: 'Timeless',
      description:
        'We value craft and heritage, and we say things in a way that will still ring true in ten years.',
      weAre: 'Timeless',
      weAreNot: 'Old-fashioned',
      use: ['crafted', 'lasting', 'tradition', 'made'],
      avoid: ['disrupt', 'hack', 'next-gen'],
    },
    mid: {
      trait: 'Grounded',
      description: 'We respect what works and adopt what is better.',
      weAre: 'Grounded',
      weAreNot: 'Trend-chasing',
      use: ['reliable', 'thoughtful'],
      avoid: ['revolutionary', 'game-changing'],
    },
    high: {
      trait: 'Forward-looking',
      description: 'We are curious about what comes next and explain new ideas in plain words.',
      weAre: 'Fresh',
      weAreNot: 'Faddish',
      use: ['new', 'smart', 'today', 'build'],
      avoid: ['cutting-edge', 'paradigm'],
    },
  },
  stance: {
    low: {
      trait: 'Warm',
      description:
        'We talk with people, not at them: “you” and “we”, short sentences, a helping hand.',
      weAre: 'Approachable',
      weAreNot: 'Over-familiar',
      use: ['you', 'together', 'help', 'welcome'],
      avoid: ['users', 'customers must', 'per our policy'],
    },
    mid: {
      trait: 'Helpful',
      description: 'We explain what we know plainly and listen as much as we speak.',
      weAre: 'Helpful',
      weAreNot: 'Preachy',
      use: ['here’s how', 'you can'],
      avoid: ['obviously', 'simply'],
    },
    high: {
      trait: 'Assured',
      description: 'We speak with the confidence of experts and back every claim with facts.',
      weAre: 'Authoritative',
      weAreNot: 'Arrogant',
      use: ['expert', 'trusted', 'evidence', 'standard'],
      avoid: ['maybe', 'kind of', 'we think'],
    },
  },
  energy: {
    low: {
      trait: 'Calm',
      description: 'We never rush or raise our voice. Space, rhythm and reassurance.',
      weAre: 'Calm',
      weAreNot: 'Sleepy',
      use: ['ease', 'steady', 'gentle', 'breathe'],
      avoid: ['hurry', 'now!!!', 'last chance'],
    },
    mid: {
      trait: 'Steady',
      description: 'We keep a lively pace without hype.',
      weAre: 'Steady',
      weAreNot: 'Flat',
      use: ['ready', 'go'],
      avoid: ['insane', 'epic'],
    },
    high: {
      trait: 'Energetic',
      description:
        'We move fast and bring momentum: strong verbs, short lines, a clear call to act.',
      weAre: 'Energetic',
      weAreNot: 'Pushy',
      use: ['go', 'make', 'launch', 'bold'],
      avoid: ['perhaps', 'in due course'],
    },
  },
};

function pole(value: number): 'low' | 'mid' | 'high' {
  return value <= 35 ? 'low' : value >= 65 ? 'high' : 'mid';
}

/** The industry as a phrase ("coffee roasting"), or a neutral word. */
function field(industry: string | undefined): string {
  const text = industry?.trim().replace(/\s+/g, ' ');
  return text ? text.toLowerCase() : 'what we do';
}

function audienceWords(audience: string | undefined): string {
  const text = audience?.trim().replace(/\s+/g, ' ');
  return text ? text : 'the people we serve';
}

/** The axes, strongest (farthest from the middle) first. */
function ranked(personality: Personality): PersonalityAxis[] {
  return (Object.keys(POLES) as PersonalityAxis[]).sort(
    (a, b) => Math.abs(personality[b] - 50) - Math.abs(personality[a] - 50),
  );
}

/** The voice and tone page, written from the personality. */
export function templateVoice(input: {
  name: string;
  industry?: string;
  audience?: string;
  personality: Personality;
}): Voice {
  const { personality } = input;
  const order = ranked(personality);
  const poles = order.map((axis) => POLES[axis][pole(personality[axis])]);
  const [first, second, third] = poles;
  const who = audienceWords(input.audience);
  const area = field(input.industry);
  const summary =
    `${input.name} sounds ${first!.weAre.toLowerCase()} and ${second!.weAre.toLowerCase()}, ` +
    `with a ${third!.weAre.toLowerCase()} undertone. We write for ${who} about ${area} the way ` +
    `we would talk to them in person: clear first, always honest, never more words than needed.`;
  const greeting =
    personality.stance <= 45 ? 'Hi there.' : personality.tone >= 60 ? 'Welcome.' : 'Hello.';
  const promise =
    personality.energy >= 60
      ? `Let’s get going: ${input.name} makes ${area} faster, bolder and simply better.`
      : personality.energy <= 40
        ? `Take your time: ${input.name} makes ${area} feel easy, one calm step after another.`
        : `${input.name} makes ${area} clearer, so you can focus on what matters.`;
  const proof =
    personality.stance >= 60
      ? `Trusted by ${who}, built on experience you can check.`
      : `Made with ${who} in mind, and shaped by what they tell us.`;
  return {
    summary,
    traits: poles.slice(0, 3).map((p) => ({ title: p.trait, description: p.description })),
    weAre: poles.map((p) => p.weAre),
    weAreNot: poles.map((p) => p.weAreNot),
    sample: `${greeting} ${promise} ${proof}`,
    wordsToUse: [...new Set(poles.flatMap((p) => p.use))].slice(0, 8),
    wordsToAvoid: [...new Set(poles.flatMap((p) => p.avoid))].slice(0, 8),
  };
}

const TAGLINES: { text: string; fits: Partial<Record<PersonalityAxis, 'low' | 'high'>> }[] = [
  { text: '{Name}. Made for {audience}.', fits: {} },
  { text: 'Better {field}, every day.', fits: { energy: 'low' } },
  { text: '{Field}, done right.', fits: { tone: 'high' } },
  { text: 'The {field} people trust.', fits: { stance: 'high' } },
  { text: 'Since day one, built to last.', fits: { era: 'low' } },
  { text: 'Crafted with care. Made to be used.', fits: { era: 'low' } },
  { text: 'The future of {field} starts here.', fits: { era: 'high' } },
  { text: 'Smarter {field} for {audience}.', fits: { era: 'high' } },
  { text: 'Say hello to {field} you’ll love.', fits: { stance: 'low', tone: 'low' } },
  { text: 'Good things, made simple.', fits: { energy: 'low' } },
  { text: 'Go further with {Name}.', fits: { energy: 'high' } },
  { text: 'Big ideas. Bold {field}.', fits: { energy: 'high' } },
  { text: 'Seriously good {field}.', fits: { tone: 'low' } },
  { text: 'Calm, clear, {Name}.', fits: { energy: 'low' } },
  { text: 'Expertise you can count on.', fits: { stance: 'high', tone: 'high' } },
  { text: 'We’re here for {audience}.', fits: { stance: 'low' } },
  { text: 'Where {field} feels easy.', fits: { stance: 'low', energy: 'low' } },
  { text: 'Make it happen with {Name}.', fits: { energy: 'high', stance: 'low' } },
];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Six tagline ideas that suit the personality, filled with the brand's words. */
export function templateTaglines(input: {
  name: string;
  industry?: string;
  audience?: string;
  personality: Personality;
}): string[] {
  // Seeded by the name: the same brand gets the same ideas.
  const random = mulberry32(textSeed(`${input.name}|${input.industry ?? ''}`));
  const area = input.industry?.trim() ? field(input.industry) : 'design';
  const who = input.audience?.trim() ? audienceWords(input.audience) : 'you';
  const scored = TAGLINES.map((tagline) => {
    let score = random() * 0.5;
    for (const [axis, wanted] of Object.entries(tagline.fits) as [
      PersonalityAxis,
      'low' | 'high',
    ][]) {
      const value = input.personality[axis];
      score += wanted === 'high' ? (value - 50) / 50 : (50 - value) / 50;
    }
    return { tagline, score };
  }).sort((a, b) => b.score - a.score);
  return scored
    .slice(0, 6)
    .map(({ tagline }) =>
      capitalise(
        tagline.text
          .replaceAll('{Name}', input.name)
          .replaceAll('{Field}', capitalise(area))
          .replaceAll('{field}', area)
          .replaceAll('{audience}', who),
      ),
    );
}
