// Prompt → what to draw: the concrete subjects (with synonyms and plurals), the setting (time of
// day, weather, season, indoor/outdoor, mood, ground) and the words it could not place.
import {
  GROUND_WORDS,
  IGNORED_WORDS,
  INDOOR_WORDS,
  MOOD_WORDS,
  OUTDOOR_WORDS,
  PLURAL_IRREGULAR,
  SEASON_WORDS,
  SUBJECTS,
  TIME_WORDS,
  WEATHER_WORDS,
  type Mood,
  type Season,
  type SubjectEntry,
  type TimeOfDay,
  type Weather,
} from './lexicon.ts';

export type SubjectRequest = { entry: SubjectEntry; count: number; plural: boolean };

export type Setting = {
  time: TimeOfDay;
  weather: Weather;
  season: Season;
  indoor: boolean;
  mood: Mood;
  ground: 'water' | 'sand' | 'grass' | 'road' | 'snow' | null;
};

export type ParsedPrompt = { subjects: SubjectRequest[]; setting: Setting; notDrawn: string[] };

const PHRASES = new Map<string, SubjectEntry>();
const MANY = new Map<string, SubjectEntry>();
for (const entry of SUBJECTS) {
  for (const word of entry.words) PHRASES.set(word, entry);
  for (const word of entry.many ?? []) MANY.set(word, entry);
}

/** Singular forms to try for a word, most likely first. */
export function singulars(word: string): string[] {
  const forms = [word];
  const irregular = PLURAL_IRREGULAR[word];
  if (irregular) forms.push(irregular);
  if (word.endsWith('ies') && word.length > 4) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es') && word.length > 3) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 2) forms.push(word.slice(0, -1));
  return forms;
}

function lookup(word: string): { entry: SubjectEntry; plural: boolean; many: boolean } | null {
  const many = MANY.get(word);
  if (many) return { entry: many, plural: true, many: true };
  for (const [index, form] of singulars(word).entries()) {
    const entry = PHRASES.get(form);
    if (entry) return { entry, plural: index > 0 && form !== word, many: false };
  }
  return null;
}

const NUMBERS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  pair: 2,
  couple: 2,
  few: 3,
  several: 4,
  many: 6,
};

/** Reads a prompt. Deterministic; the counts of plural subjects are fixed here, not by seed. */
export function parsePrompt(prompt: string): ParsedPrompt {
  const words = prompt
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .split(/[^a-z0-9éè-]+/)
    .flatMap((word) => word.split('-'))
    .filter(Boolean);
  const found = new Map<SubjectEntry, SubjectRequest>();
  const notDrawn: string[] = [];
  const setting: Setting = {
    time: 'day',
    weather: 'clear',
    season: null,
    indoor: false,
    mood: null,
    ground: null,
  };
  let timeSet = false;
  let indoorVotes = 0;
  let pendingCount: number | null = null;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const next = words[index + 1];
    // Two-word phrases first ("pine trees", "teddy bear", "coffee cup").
    let hit = next ? lookupPhrase(word, next) : null;
    if (hit) index += 1;
    else hit = lookup(word);
    const settingWord = readSetting(word, setting);
    if (settingWord === 'time') timeSet = true;
    if (INDOOR_WORDS.includes(word)) indoorVotes += 1;
    if (OUTDOOR_WORDS.includes(word)) indoorVotes -= 1;
    if (NUMBERS[word] !== undefined) {
      pendingCount = NUMBERS[word]!;
      continue;
    }
    if (hit) {
      const existing = found.get(hit.entry);
      const count = pendingCount ?? hit.entry.cluster ?? (hit.many ? 5 : hit.plural ? 3 : 1);
      pendingCount = null;
      if (existing) {
        existing.count = Math.max(existing.count, count);
        existing.plural = existing.plural || (count > 1 && !hit.entry.cluster);
      } else
        found.set(hit.entry, { entry: hit.entry, count, plural: count > 1 && !hit.entry.cluster });
      continue;
    }
    pendingCount = null;
    if (settingWord || INDOOR_WORDS.includes(word) || OUTDOOR_WORDS.includes(word)) continue;
    if (
      singulars(word).some((form) => IGNORED_WORDS.has(form)) ||
      word.length < 3 ||
      /^\d/.test(word)
    )
      continue;
    if (/(ly|ing|ed|ful|ous|ish|est|er)$/.test(word) && word.length > 5) continue;
    if (!notDrawn.includes(word)) notDrawn.push(word);
  }
  setting.indoor = indoorVotes > 0;
  // Moonlit or starry skies are night even when the prompt names no time.
  if (!timeSet && (found.has(byName('moon')) || found.has(byName('star')))) setting.time = 'night';
  if (!timeSet && found.has(byName('sun'))) setting.time = 'day';
  if (!setting.ground && found.has(byName('city'))) setting.ground = 'road';
  if (setting.weather === 'snow' && !setting.season) setting.season = 'winter';
  if (setting.weather === 'snow' || (setting.season === 'winter' && !setting.ground))
    setting.ground = setting.ground ?? 'snow';
  return { subjects: [...found.values()], setting, notDrawn };
}

function byName(name: string): SubjectEntry {
  return SUBJECTS.find((entry) => entry.name === name)!;
}

function lookupPhrase(
  first: string,
  second: string,
): { entry: SubjectEntry; plural: boolean; many: boolean } | null {
  for (const [index, form] of singulars(second).entries()) {
    const entry = PHRASES.get(`${first} ${form}`);
    if (entry) return { entry, plural: index > 0 && form !== second, many: false };
  }
  return null;
}

function readSetting(word: string, setting: Setting): 'time' | 'other' | null {
  const time = TIME_WORDS[word];
  if (time) {
    setting.time = time;
    return 'time';
  }
  const weather = WEATHER_WORDS[word];
  if (weather) {
    if (setting.weather === 'clear' || weather !== 'clear') setting.weather = weather;
    return 'other';
  }
  const season = SEASON_WORDS[word];
  if (season) {
    setting.season = season;
    return 'other';
  }
  const mood = MOOD_WORDS[word];
  if (mood) {
    setting.mood = mood;
    return 'other';
  }
  const ground = GROUND_WORDS[word];
  if (ground) {
    setting.ground = ground;
    return 'other';
  }
  return null;
}

/**
 * The note for a prompt without composing it ("drew: cabin, pine trees, snow · not drawn:
 * lantern"): cheap, it needs no icons. composeScene's own note also names subjects that found
 * no room in the layout.
 */
export function promptNote(prompt: string): string {
  const parsed = parsePrompt(prompt);
  const drew = noteOrder(parsed.subjects).map((request) =>
    request.plural ? request.entry.plural : request.entry.name,
  );
  return (
    `drew: ${drew.length ? drew.join(', ') : 'a scene'}` +
    (parsed.notDrawn.length ? ` · not drawn: ${parsed.notDrawn.join(', ')}` : '')
  );
}

/** The order subjects are named in a note: as the prompt names them, weather last. */
export function noteOrder(subjects: SubjectRequest[]): SubjectRequest[] {
  return [
    ...subjects.filter((request) => request.entry.placement !== 'weather'),
    ...subjects.filter((request) => request.entry.placement === 'weather'),
  ];
}
