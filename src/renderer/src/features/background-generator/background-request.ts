// What the background generator sends besides the photo (generateBackgroundRequestSchema): a
// prompt-made scene or a plain colour, the shadow switch, and the layout (placement, subject
// size, output size). Checked with the shared schema so
// the button is off for anything the server would refuse.
import {
  generateBackgroundRequestSchema,
  type BackgroundPlacement,
  type BackgroundSize,
} from '@contracts/api/photo-tools';
import { photoToolMessages } from '@contracts/messages';

/** A described scene or a plain colour. */
export type BackgroundMode = 'prompt' | 'color';

/** Spec 9: prompts are at most 500 characters. */
export const PROMPT_MAX = 500;

/** One-click scenes. */
export const PROMPT_SUGGESTIONS = [
  'Marble table',
  'Sunny beach',
  'Studio softbox',
  'Forest path',
] as const;

const requestOptions = generateBackgroundRequestSchema.omit({ image: true });

/** Where the subject goes and the result's size; the server's defaults when not chosen. */
export type BackgroundLayout = {
  placement: BackgroundPlacement;
  /** The share of the picture the subject fills, 0.3–1. */
  scale: number;
  size: BackgroundSize;
};

/** The layout a new session starts with (the server's defaults). */
export const DEFAULT_LAYOUT: BackgroundLayout = { placement: 'center', scale: 0.8, size: 'auto' };

/** The body fields for the chosen background, or why it cannot be sent yet. */
export function backgroundRequest(input: {
  mode: BackgroundMode;
  prompt: string;
  color: string;
  shadow: boolean;
  layout?: BackgroundLayout;
}): { body: Record<string, unknown>; problem: string | null } {
  const layout = input.layout ?? DEFAULT_LAYOUT;
  const raw = {
    ...(input.mode === 'color'
      ? { prompt: '', color: input.color, shadow: input.shadow }
      : { prompt: input.prompt.trim(), shadow: input.shadow }),
    placement: layout.placement,
    scale: layout.scale,
    size: layout.size,
  };
  if (input.mode === 'prompt' && !raw.prompt) {
    return { body: raw, problem: photoToolMessages.describeScene };
  }
  const parsed = requestOptions.safeParse(raw);
  if (!parsed.success) return { body: raw, problem: photoToolMessages.badColor };
  return { body: parsed.data, problem: null };
}
