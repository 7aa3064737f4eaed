// The hosted text model that improves the voice and taglines: OpenAI's documented Chat
// Completions API (POST {base}/v1/chat/completions, `Authorization: Bearer <key>`, `{ model,
// messages, response_format: { type: 'json_object' } }` → `{ choices: [{ message: { content } }] }`),
// which many providers and local servers also speak. Called through the SSRF-safe guard with
// provider-http's helpers: one deadline for the whole call joined with the job's cancel, a 429
// retried honouring Retry-After, other errors final. The model's words are checked with zod,
// trimmed to the lengths the guideline lays out, and stripped of control characters.
import { z } from 'zod';
import type { Personality, Voice } from '../contracts/api/brand.ts';
import { PERSONALITY_AXES } from '../contracts/api/brand.ts';
import { ProviderError } from '../providers/image-provider.ts';
import { callSignal, postJson, type JsonApiOptions } from '../providers/provider-http.ts';

export const TEXT_MODEL = 'chat-completions';

export type TextModelOptions = JsonApiOptions & { model: string };

/** What the model is asked to improve, and about whom. */
export type CopyBrief = {
  name: string;
  industry?: string;
  audience?: string;
  personality: Personality;
  draft: { voice: Voice; taglines: string[] };
};

export type BrandCopy = { voice: Voice; taglines: string[] };

/** One line of the model's text, made safe to print: no control characters, one space, capped. */
export function cleanLine(text: string, max: number): string {
  const flat = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trim()}…`;
}

const line = (max: number) =>
  z
    .string()
    .min(1)
    .transform((text) => cleanLine(text, max));

/** The JSON the model must answer with. */
export const copySchema = z.object({
  voice: z.object({
    summary: line(420),
    traits: z
      .array(z.object({ title: line(28), description: line(170) }))
      .min(3)
      .transform((traits) => traits.slice(0, 3)),
    weAre: z
      .array(line(26))
      .min(3)
      .transform((items) => items.slice(0, 4)),
    weAreNot: z
      .array(line(26))
      .min(3)
      .transform((items) => items.slice(0, 4)),
    sample: line(300),
    wordsToUse: z
      .array(line(24))
      .min(3)
      .transform((items) => items.slice(0, 8)),
    wordsToAvoid: z
      .array(line(24))
      .min(3)
      .transform((items) => items.slice(0, 8)),
  }),
  taglines: z
    .array(line(70))
    .min(4)
    .transform((items) => items.slice(0, 6)),
});

const answerSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable() }).loose() }).loose())
    .min(1),
});

function describe(personality: Personality): string {
  return PERSONALITY_AXES.map(
    (axis) => `${axis.low} ${100 - personality[axis.id]}% / ${axis.high} ${personality[axis.id]}%`,
  ).join('; ');
}

/** The request body the API takes. */
export function chatBody(model: string, brief: CopyBrief): Record<string, unknown> {
  const system =
    'You are a senior brand strategist writing the voice-and-tone page of a brand guideline. ' +
    'Answer with one JSON object only, shaped exactly like the draft you are given (keys voice ' +
    'and taglines; voice has summary, traits [{title, description}] ×3, weAre ×4, weAreNot ×4, ' +
    'sample, wordsToUse, wordsToAvoid; taglines ×6). Keep every line short, concrete and in ' +
    'plain English; no emoji, no hashtags, no quotation marks around taglines.';
  const user = JSON.stringify({
    brand: brief.name,
    industry: brief.industry ?? null,
    audience: brief.audience ?? null,
    personality: describe(brief.personality),
    draft: brief.draft,
  });
  return {
    model,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
    response_format: { type: 'json_object' },
    temperature: 0.7,
  };
}

/**
 * Asks the model for better words. Throws ProviderError (timeout, cancelled, rate_limited, http,
 * network, bad_response) for the caller to fall back to the template.
 */
export async function improveCopy(
  options: TextModelOptions,
  brief: CopyBrief,
  cancel: AbortSignal,
): Promise<BrandCopy> {
  const signal = callSignal(options.timeoutMs, cancel);
  const answer = answerSchema.safeParse(
    await postJson(
      TEXT_MODEL,
      options,
      '/v1/chat/completions',
      chatBody(options.model, brief),
      signal,
    ),
  );
  const content = answer.success ? answer.data.choices[0]!.message.content : null;
  if (!content) throw new ProviderError(TEXT_MODEL, 'bad_response', 'the answer held no text');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    throw new ProviderError(TEXT_MODEL, 'bad_response', 'the answer was not JSON');
  }
  const copy = copySchema.safeParse(parsed);
  if (!copy.success)
    throw new ProviderError(TEXT_MODEL, 'bad_response', 'the answer was not the asked shape');
  return copy.data;
}
