// The local motion engine's camera (issue #17): which move a clip makes (the user's choice, or
// `auto` read from the prompt's words and the seed) and, for any moment of the clip, where each
// layer sits in the frame. A layer's `depth` (0 = the far sky, 1 = the nearest subject) scales its
// motion, so near things move more than far ones: that difference is the parallax that makes a
// flat picture look 3-D. Moves are eased in and out, so a clip never starts or stops with a jerk.
// Pure functions of time, so any frame can be rendered on its own (tests render the first and
// the last).
import type { VideoMotion } from '../../../../supabase/functions/_shared/contracts/api/generate-video';

/** The moves the camera can make (`auto` resolved). */
export type CameraMove = Exclude<VideoMotion, 'auto'>;

/** Where a layer sits in the frame: scaled about the frame's centre, then shifted (frame pixels). */
export type LayerPlacement = { scale: number; dx: number; dy: number };

const MOVES: readonly CameraMove[] = ['push-in', 'pull-out', 'pan-left', 'pan-right', 'orbit'];

// Prompt words that ask for a move, in the order they are tried.
const MOVE_WORDS: [CameraMove | 'pan', RegExp][] = [
  ['orbit', /\b(orbit\w*|around|rotat\w*|circl\w*|spin\w*|revolv\w*)\b/],
  ['pull-out', /\b(away|reveal\w*|pull\w*\s+(back|out)|zoom\w*\s+out|widen\w*|farther)\b/],
  ['push-in', /\b(zoom\w*|closer|push\w*|approach\w*|dolly|towards?|into)\b/],
  ['pan', /\b(pan|pans|panning|slid\w*|slide|left|right|sideways|across|travel\w*)\b/],
];

/** The move for `auto`: from the prompt's words, else from the seed. Others are kept. */
export function chooseMove(motion: VideoMotion, prompt: string, seed: number): CameraMove {
  if (motion !== 'auto') return motion;
  const words = prompt.toLowerCase();
  for (const [move, pattern] of MOVE_WORDS) {
    if (!pattern.test(words)) continue;
    if (move !== 'pan') return move;
    if (/\bleft\b/.test(words)) return 'pan-left';
    if (/\bright\b/.test(words)) return 'pan-right';
    return seed % 2 === 0 ? 'pan-left' : 'pan-right';
  }
  return MOVES[Math.abs(Math.trunc(seed)) % MOVES.length]!;
}

/** Eases 0–1 in and out (a half cosine): zero speed at both ends. */
export function easeInOut(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 0.5 - 0.5 * Math.cos(Math.PI * clamped);
}

/**
 * How far a move goes, as shares of the frame. The frame shows the middle of a canvas
 * OVERSCAN times its size, so a background (depth ≤ 0.5) may shift by at most
 * (OVERSCAN − 1) / 2 of the frame at scale 1 without showing an edge.
 */
export const OVERSCAN = 1.2;
const ZOOM = 0.16;
const PAN = 0.085;
const ORBIT_X = 0.06;
const ORBIT_Y = 0.025;

/**
 * Where a layer of `depth` (0 far … 1 near) sits at time `t` (0–1 over the clip) for a move, in
 * a frame of width × height. The eased time drives every move.
 */
export function placeLayer(
  move: CameraMove,
  depth: number,
  t: number,
  width: number,
  height: number,
): LayerPlacement {
  const e = easeInOut(t);
  // Far layers keep a third of the motion, the nearest all of it.
  const reach = 0.35 + 0.65 * Math.min(1, Math.max(0, depth));
  switch (move) {
    case 'push-in':
      return { scale: 1 + ZOOM * reach * e, dx: 0, dy: 0 };
    case 'pull-out':
      return { scale: 1 + ZOOM * reach * (1 - e), dx: 0, dy: 0 };
    case 'pan-left':
    case 'pan-right': {
      // The camera turning left slides the scene right across the frame, and the other way.
      const direction = move === 'pan-left' ? 1 : -1;
      // A slight zoom gives the background room to slide without an edge showing.
      return {
        scale: 1 + 0.03 * reach,
        dx: direction * PAN * reach * (2 * e - 1) * width,
        dy: 0,
      };
    }
    case 'orbit': {
      // Near and far go opposite ways round an ellipse: the camera circles the middle ground.
      const angle = Math.PI * (e - 0.5);
      const side = depth >= 0.5 ? 1 : -1;
      const amount = Math.abs(depth - 0.5) * 2 * 0.7 + 0.3;
      return {
        scale: 1.03 + 0.04 * Math.sin(Math.PI * e) * reach,
        dx: side * amount * ORBIT_X * Math.sin(angle) * width,
        dy: side * amount * ORBIT_Y * (Math.cos(angle) - 0.7) * height,
      };
    }
  }
}
