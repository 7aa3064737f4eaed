// The local scene composer: a prompt becomes a true SVG scene. Subjects come from Fluent Emoji
// Flat (MIT) vector art, laid out by a small grammar (sky band, horizon band, ground with depth
// by scale, no overlap between subjects) over a procedural background (sky by time of day, ground
// by season and setting, weather particles). Each subject is one `<g data-subject="…">`.
import { icons as iconSet } from '@iconify-json/fluent-emoji-flat';
import {
  noteOrder,
  parsePrompt,
  type ParsedPrompt,
  type Setting,
  type SubjectRequest,
} from './parse-prompt.ts';
import { recolourFor, type Recolour } from './recolour.ts';
import { mulberry32 } from '../contracts/domain/random.ts';
import { pieceSvg, svgOpen, type PlacedBox, type ScenePiece } from './pieces.ts';

export { pieceSvg, svgOpen, type PlacedBox, type ScenePiece };

export type ComposeInput = {
  prompt: string;
  width: number;
  height: number;
  seed: number;
  /** A catalogue style ("watercolor", "cyberpunk", "minimalist"…): picks how colours are remapped. */
  style?: string;
  /** Hex colours, deep to light; icon colours are pulled towards them. */
  palette?: string[];
  /** Leave the background out (subjects on a transparent canvas). */
  transparent?: boolean;
  /** Composition archetype 0–2 (low, middle or high horizon); derived from the seed when absent. */
  layout?: number;
};

/** A subject's group as drawn, in paint order. */
export type SceneGroup = { subject: string; particles: boolean; pieces: ScenePiece[] };

/** The scene's parts, so another renderer (the vector tools' styles) can paint them its own way. */
export type SceneLayers = {
  width: number;
  height: number;
  /** The horizon's height in scene pixels. */
  horizon: number;
  /** The procedural background (defs and `<g data-layer="background">`), '' when transparent. */
  background: string;
  groups: SceneGroup[];
  /** What is drawn over the subjects (fog), '' when nothing. */
  overlay: string;
};

export type ComposedScene = {
  svg: string;
  subjects: string[];
  notDrawn: string[];
  note: string;
  boxes: PlacedBox[];
  setting: Setting;
  layers: SceneLayers;
};

/** The scene's seeded generator: the same seed always gives the same scene. */
function makeRandom(seed: number): () => number {
  return mulberry32(seed >>> 0 || 0x9e3779b9);
}

const SKIES: Record<Setting['time'], [string, string, string]> = {
  morning: ['#7fb2e5', '#f7c8a6', '#ffe7c2'],
  day: ['#3f86d6', '#86c0ee', '#d5ecfb'],
  sunset: ['#2f1d4f', '#c44d6b', '#f9a66c'],
  night: ['#060a1e', '#15224a', '#2d3f74'],
};

const GROUNDS: Record<string, [string, string]> = {
  snow: ['#e8f1fa', '#b9cde0'],
  grass: ['#79b555', '#3f7a35'],
  autumn: ['#c98a3c', '#7d4a22'],
  sand: ['#efd29a', '#c79a5a'],
  water: ['#3d86b8', '#1d4f7a'],
  road: ['#8b8f96', '#4b4f57'],
  spring: ['#9bd06a', '#4f8f3c'],
  indoor: ['#b98a5e', '#7a5335'],
};

function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Darkens a hex colour at night and greys it in bad weather, so the ground sits in the light. */
function shadeHex(hex: string, factor: number, grey = 0): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const mean = (channels[0]! + channels[1]! + channels[2]!) / 3;
  return `#${channels
    .map((c) => Math.max(0, Math.min(255, Math.round((c * (1 - grey) + mean * grey) * factor))))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

type Box = { x: number; y: number; w: number; h: number };

function overlaps(a: Box, b: Box, margin: number): boolean {
  return (
    a.x < b.x + b.w + margin &&
    b.x < a.x + a.w + margin &&
    a.y < b.y + b.h + margin &&
    b.y < a.y + a.h + margin
  );
}

type IconData = { body: string; width: number; height: number };

function iconData(name: string): IconData | null {
  const icon = iconSet.icons[name] ?? iconSet.icons[iconSet.aliases?.[name]?.parent ?? ''];
  if (!icon) return null;
  return {
    body: icon.body,
    width: icon.width ?? iconSet.width ?? 32,
    height: icon.height ?? iconSet.height ?? 32,
  };
}

/** An icon body with its ids made unique (several copies of one icon must not share gradient ids). */
function uniqueBody(body: string, prefix: string, recolour: Recolour): string {
  const ids = [...body.matchAll(/id="([^"]+)"/g)].map((match) => match[1]!);
  let out = body;
  for (const id of ids) {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out
      .replace(new RegExp(`id="${escaped}"`, 'g'), `id="${prefix}${id}"`)
      .replace(new RegExp(`url\\(#${escaped}\\)`, 'g'), `url(#${prefix}${id})`)
      .replace(new RegExp(`href="#${escaped}"`, 'g'), `href="#${prefix}${id}"`);
  }
  return out.replace(/#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/g, (hex) => recolour(hex));
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Slot = { request: SubjectRequest; index: number };

/** Composes the scene. Pure and deterministic for a given input. */
export function composeScene(input: ComposeInput): ComposedScene {
  const { width: W, height: H } = input;
  const random = makeRandom(input.seed * 2654435761 + 17);
  const between = (lo: number, hi: number) => lo + (hi - lo) * random();
  const parsed: ParsedPrompt = parsePrompt(input.prompt);
  const { setting } = parsed;
  const recolour = recolourFor(input.style, input.palette);
  const backgroundRecolour = recolourFor(input.style, input.palette, true);
  const unit = Math.min(W, H);
  // Three composition archetypes (the images of a run take one each): low, middle, high horizon.
  const layout = (((input.layout ?? Math.floor(random() * 3)) % 3) + 3) % 3;
  const bands: [number, number][] = setting.indoor
    ? [
        [0.5, 0.55],
        [0.58, 0.63],
        [0.66, 0.7],
      ]
    : [
        [0.42, 0.5],
        [0.56, 0.62],
        [0.68, 0.74],
      ];
  const band = bands[layout]!;
  const horizon = H * between(band[0], band[1]);
  const mirrored = random() < 0.5;
  const placed: PlacedBox[] = [];
  const groups = new Map<string, ScenePiece[]>();
  let counter = 0;
  const drawn = new Set<string>();
  const notDrawn = [...parsed.notDrawn];

  const put = (name: string, icon: IconData, box: Box, flip: boolean) => {
    counter += 1;
    const scaleX = box.w / icon.width;
    const scaleY = box.h / icon.height;
    const transform = flip
      ? `translate(${n(box.x + box.w)} ${n(box.y)}) scale(${-scaleX.toFixed(4)} ${scaleY.toFixed(4)})`
      : `translate(${n(box.x)} ${n(box.y)}) scale(${scaleX.toFixed(4)} ${scaleY.toFixed(4)})`;
    const body = uniqueBody(icon.body, `s${counter}-`, recolour);
    const list = groups.get(name) ?? [];
    list.push({
      body,
      transform,
      opacity: null,
      scale: Math.min(scaleX, scaleY),
      box: { subject: name, ...box },
    });
    groups.set(name, list);
    drawn.add(name);
  };

  const tryPlace = (
    region: Box,
    size: { w: number; h: number },
    bottomAnchored: boolean,
    attempts = 40,
  ): Box | null => {
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      // Every 10 failed tries shrink a little, never below half size.
      const shrink = 1 - Math.min(3, Math.floor(attempt / 10)) * 0.17;
      const w = size.w * shrink;
      const h = size.h * shrink;
      if (w > region.w || h > region.h + (bottomAnchored ? h : 0)) continue;
      const x = region.x + random() * Math.max(0, region.w - w);
      const y = bottomAnchored
        ? region.y + random() * region.h - h
        : region.y + random() * Math.max(0, region.h - h);
      const box = { x, y, w, h };
      if (placed.every((other) => !overlaps(box, other, unit * 0.01))) return box;
    }
    return null;
  };

  // Order: horizon features first (largest), then ground subjects nearest-to-far, then sky.
  const slots: Slot[] = [];
  for (const request of parsed.subjects)
    for (let index = 0; index < request.count; index += 1) slots.push({ request, index });
  const order = { horizon: 0, ground: 1, sky: 2, weather: 3 } as const;
  // Every subject's first copy is placed before any subject's extra copies, so a crowd (a wood of
  // pine trees) can never take the room a single named subject (the fox) needs.
  slots.sort(
    (a, b) =>
      order[a.request.entry.placement] - order[b.request.entry.placement] ||
      Number(a.index > 0) - Number(b.index > 0) ||
      b.request.entry.scale - a.request.entry.scale ||
      a.index - b.index,
  );

  const weather: SubjectRequest[] = [];
  const horizonSlots = slots.filter((slot) => slot.request.entry.placement === 'horizon');
  for (const [position, slot] of horizonSlots.entries()) {
    const variants = slot.request.entry.variants;
    const icon = iconData(
      variants ? variants[Math.floor(random() * variants.length)]! : slot.request.entry.icon,
    );
    if (!icon) continue;
    const size = unit * 0.2 * slot.request.entry.scale * between(0.75, 1.1);
    // Spread horizon features across the width: each takes its own column.
    const columns = horizonSlots.length;
    const columnWidth = W / columns;
    const column = mirrored ? columns - 1 - position : position;
    const region = { x: column * columnWidth, y: horizon + unit * 0.02, w: columnWidth, h: 1 };
    const box = tryPlace(
      region,
      // Never taller than 70 % of the sky, so sky subjects keep room above.
      {
        w: Math.min(size, columnWidth * 0.95, horizon * 0.7),
        h: Math.min(size, columnWidth * 0.95, horizon * 0.7),
      },
      true,
    );
    if (box) {
      placed.push({ subject: slot.request.entry.name, ...box });
      put(slot.request.entry.name, icon, box, random() < 0.3);
    }
  }

  const groundTop = setting.indoor ? horizon : horizon + unit * 0.02;
  for (const slot of slots.filter((s) => s.request.entry.placement === 'ground')) {
    const icon = iconData(slot.request.entry.icon);
    if (!icon) continue;
    // Depth: a baseline lower in the picture is nearer, so it is drawn bigger.
    let box: Box | null = null;
    // Up to 80 tries; every 20 failed tries shrink the subject so a crowded scene still fits it.
    for (let attempt = 0; attempt < 80 && !box; attempt += 1) {
      const shrink = 1 - Math.floor(attempt / 20) * 0.2;
      const depth = setting.indoor ? between(0.55, 0.95) : between(0.15, 1);
      const baseline = groundTop + (H - groundTop) * depth * 0.92 + unit * 0.02;
      const scale = setting.indoor ? 1.9 : 0.55 + depth * 0.75;
      const size =
        unit *
        0.22 *
        slot.request.entry.scale ** 0.7 *
        scale *
        shrink *
        (slot.request.count > 1 ? 0.8 : 1);
      const w = (size * icon.width) / icon.height;
      const candidate = { x: between(0, W - w), y: baseline - size, w, h: size };
      if (candidate.y < H * 0.08 || candidate.y + candidate.h > H) continue;
      if (placed.every((other) => !overlaps(candidate, other, unit * 0.008))) box = candidate;
    }
    if (box) {
      placed.push({ subject: slot.request.entry.name, ...box });
      put(slot.request.entry.name, icon, box, random() < 0.35);
    }
  }

  for (const slot of slots.filter((s) => s.request.entry.placement === 'sky')) {
    const icon = iconData(slot.request.entry.icon);
    if (!icon) continue;
    const size = unit * 0.16 * slot.request.entry.scale * between(0.85, 1.15);
    const region = { x: W * 0.04, y: H * 0.04, w: W * 0.92, h: Math.max(size, horizon * 0.82) };
    const box = tryPlace(region, { w: size, h: size }, false, 80);
    if (box) {
      placed.push({ subject: slot.request.entry.name, ...box });
      put(slot.request.entry.name, icon, box, false);
    }
  }

  for (const slot of slots.filter((s) => s.request.entry.placement === 'weather'))
    if (slot.index === 0) weather.push(slot.request);

  // Weather particles: many small copies over the whole picture, behind nothing (drawn last).
  const particles: string[] = [];
  for (const request of weather) {
    const icon = iconData(request.entry.icon);
    if (!icon) continue;
    if (request.entry.name === 'snow' || request.entry.name === 'rain') {
      const snow = request.entry.name === 'snow';
      // Particles keep their light colours even where subjects are flattened to one ink.
      const flake = backgroundRecolour('#ffffff');
      const drop = backgroundRecolour('#b8cde0');
      const list: ScenePiece[] = Array.from({ length: snow ? 140 : 120 }, () => {
        const x = between(0, W);
        const y = between(0, H);
        const body = snow
          ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(unit * between(0.003, 0.009))}" fill="${flake}" opacity="${between(0.6, 0.95).toFixed(2)}"/>`
          : `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x - unit * 0.008)}" y2="${n(y + unit * 0.035)}" stroke="${drop}" stroke-width="${n(unit * 0.002 + 0.5)}" opacity="0.7"/>`;
        return { body, transform: null, opacity: null, scale: 1, box: null };
      });
      if (snow)
        for (let index = 0; index < 6; index += 1) {
          const size = unit * between(0.025, 0.045);
          counter += 1;
          const white = (hex: string) => (hex.startsWith('#') ? flake : hex);
          list.push({
            transform: `translate(${n(between(0, W - size))} ${n(between(0, H * 0.6))}) scale(${(size / icon.width).toFixed(4)})`,
            opacity: '0.85',
            body: uniqueBody(icon.body, `s${counter}-`, white),
            scale: size / icon.width,
            box: null,
          });
        }
      groups.set(request.entry.name, list);
      drawn.add(request.entry.name);
      particles.push(request.entry.name);
      continue;
    }
    const count = request.entry.name === 'rain' ? 60 : 34;
    const list: ScenePiece[] = [];
    for (let index = 0; index < count; index += 1) {
      const size = unit * request.entry.scale * between(0.45, 1.1);
      counter += 1;
      const x = between(0, W - size);
      const y = between(0, H - size);
      const s = (size / icon.width).toFixed(4);
      list.push({
        transform: `translate(${n(x)} ${n(y)}) scale(${s})`,
        opacity: between(0.55, 0.95).toFixed(2),
        body: uniqueBody(icon.body, `s${counter}-`, recolour),
        scale: size / icon.width,
        box: null,
      });
    }
    groups.set(request.entry.name, list);
    drawn.add(request.entry.name);
    particles.push(request.entry.name);
  }

  for (const request of parsed.subjects)
    if (!drawn.has(request.entry.name) && !notDrawn.includes(request.entry.name))
      notDrawn.push(request.entry.name);

  const background = input.transparent
    ? ''
    : backgroundSvg(setting, W, H, horizon, random, backgroundRecolour);
  // Paint order: horizon features, then ground subjects far to near (by bottom edge), then sky.
  const subjectOrder = [...groups.keys()].filter((name) => !particles.includes(name));
  const bottomOf = (name: string) =>
    Math.max(...placed.filter((box) => box.subject === name).map((box) => box.y + box.h));
  const skyNames = new Set(
    parsed.subjects.filter((r) => r.entry.placement === 'sky').map((r) => r.entry.name),
  );
  subjectOrder.sort(
    (a, b) => Number(skyNames.has(b)) - Number(skyNames.has(a)) || bottomOf(a) - bottomOf(b),
  );
  const sceneGroups: SceneGroup[] = [...subjectOrder, ...particles].map((name) => ({
    subject: name,
    particles: particles.includes(name),
    pieces: groups.get(name)!,
  }));
  const subjectSvg = sceneGroups
    .map(
      (group) =>
        `<g data-subject="${escapeXml(group.subject)}">${group.pieces.map(pieceSvg).join('')}</g>`,
    )
    .join('');
  const fog =
    setting.weather === 'fog' && !input.transparent
      ? `<rect width="${W}" height="${H}" fill="#e9eef2" opacity="0.35"/>`
      : '';
  const svg = svgOpen(W, H) + background + subjectSvg + fog + '</svg>';
  const subjects = [...subjectOrder, ...particles];
  const named = noteOrder(parsed.subjects)
    .filter((request) => drawn.has(request.entry.name))
    .map((request) => (request.plural ? request.entry.plural : request.entry.name));
  const note =
    `drew: ${named.length ? named.join(', ') : 'a scene'}` +
    (notDrawn.length ? ` · not drawn: ${notDrawn.join(', ')}` : '');
  const layers: SceneLayers = {
    width: W,
    height: H,
    horizon,
    background,
    groups: sceneGroups,
    overlay: fog,
  };
  return { svg, subjects, notDrawn, note, boxes: placed, setting, layers };
}

function backgroundSvg(
  setting: Setting,
  W: number,
  H: number,
  horizon: number,
  random: () => number,
  recolour: Recolour,
): string {
  const bad =
    setting.weather === 'rain' || setting.weather === 'cloudy' || setting.weather === 'fog';
  const sky = SKIES[setting.time].map((c) => recolour(shadeHex(c, bad ? 0.85 : 1, bad ? 0.45 : 0)));
  const night = setting.time === 'night';
  if (setting.indoor) {
    const wall = recolour(
      shadeHex(
        setting.mood === 'cozy' || setting.time !== 'day' ? '#e8c9a0' : '#e9e2d4',
        night ? 0.55 : 1,
      ),
    );
    const floor = GROUNDS.indoor!.map((c) => recolour(shadeHex(c, night ? 0.6 : 1)));
    const wx = W * (0.12 + random() * 0.5);
    const ww = W * 0.26;
    const wy = H * 0.1;
    const wh = Math.min(H * 0.34, horizon - wy - H * 0.04);
    return (
      `<defs><linearGradient id="bg-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>` +
      `<linearGradient id="bg-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor[0]}"/><stop offset="1" stop-color="${floor[1]}"/></linearGradient></defs>` +
      `<g data-layer="background"><rect width="${W}" height="${H}" fill="${wall}"/>` +
      `<rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="url(#bg-sky)" stroke="${recolour('#8a6a4a')}" stroke-width="${n(W * 0.01)}"/>` +
      `<line x1="${n(wx + ww / 2)}" y1="${n(wy)}" x2="${n(wx + ww / 2)}" y2="${n(wy + wh)}" stroke="${recolour('#8a6a4a')}" stroke-width="${n(W * 0.006)}"/>` +
      `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#bg-floor)"/></g>`
    );
  }
  const groundKey =
    setting.ground === 'snow' || setting.weather === 'snow'
      ? 'snow'
      : setting.ground === 'water' || setting.ground === 'sand' || setting.ground === 'road'
        ? setting.ground
        : setting.season === 'autumn'
          ? 'autumn'
          : setting.season === 'spring'
            ? 'spring'
            : 'grass';
  const ground = GROUNDS[groundKey]!.map((c) =>
    recolour(
      shadeHex(
        c,
        night ? (groundKey === 'snow' ? 0.72 : 0.45) : setting.time === 'sunset' ? 0.8 : 1,
        bad ? 0.3 : 0,
      ),
    ),
  );
  // Gentle hills along the horizon: a seeded curve, different for every seed.
  const points: string[] = [];
  const steps = 8;
  const amplitude = groundKey === 'water' ? 0 : H * 0.035;
  for (let step = 0; step <= steps; step += 1)
    points.push(`${n((W * step) / steps)},${n(horizon + (random() - 0.5) * amplitude * 2)}`);
  const hill = `M0,${n(H)} L${points.join(' L')} L${W},${n(H)} Z`;
  const far = GROUNDS[groundKey === 'water' ? 'grass' : groundKey]!.map((c) =>
    recolour(shadeHex(c, night ? 0.35 : 0.75, 0.35)),
  );
  const farHill: string[] = [];
  for (let step = 0; step <= 6; step += 1)
    farHill.push(`${n((W * step) / 6)},${n(horizon - H * (0.03 + random() * 0.09))}`);
  const stars = night
    ? Array.from(
        { length: 40 },
        () =>
          `<circle cx="${n(random() * W)}" cy="${n(random() * horizon * 0.85)}" r="${n(0.6 + random() * 1.4)}" fill="#ffffff" opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`,
      ).join('')
    : '';
  const glow =
    setting.time === 'sunset' || setting.time === 'morning'
      ? `<ellipse cx="${n(W * (0.2 + random() * 0.6))}" cy="${n(horizon)}" rx="${n(W * 0.35)}" ry="${n(H * 0.18)}" fill="${recolour('#ffd08a')}" opacity="0.45"/>`
      : '';
  return (
    `<defs><linearGradient id="bg-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.6" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>` +
    `<linearGradient id="bg-ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient></defs>` +
    `<g data-layer="background"><rect width="${W}" height="${H}" fill="url(#bg-sky)"/>${stars}${glow}` +
    `<path d="M0,${n(H)} L${farHill.join(' L')} L${W},${n(H)} Z" fill="${far[1]}" opacity="0.7"/>` +
    `<path d="${hill}" fill="url(#bg-ground)"/></g>`
  );
}
