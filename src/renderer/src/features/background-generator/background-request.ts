// What the background generator sends besides the photo (generateBackgroundRequestSchema): a
// prompt-made scene or a plain colour, and the shadow switch. Checked with the shared schema so
// the button is off for anything the server would refuse.
import { generateBackgroundRequestSchema } from '@contracts/api/photo-tools';
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

/** The body fields for the chosen background, or why it cannot be sent yet. */
export function backgroundRequest(input: {
  mode: BackgroundMode;
  prompt: string;
  color: string;
  shadow: boolean;
}): { body: Record<string, unknown>; problem: string | null } {
  const raw =
    input.mode === 'color'
      ? { prompt: '', color: input.color, shadow: input.shadow }
      : { prompt: input.prompt.trim(), shadow: input.shadow };
  if (input.mode === 'prompt' && !raw.prompt) {
    return { body: raw, problem: photoToolMessages.describeScene };
  }
  const parsed = requestOptions.safeParse(raw);
  if (!parsed.success) return { body: raw, problem: photoToolMessages.badColor };
  return { body: parsed.data, problem: null };
}
