// How vector results are named on disk and in My Creations.
import { designNameFromPrompt, designTagsFromPrompt } from '@contracts/domain/generation';

/**
 * A file name stem safe on every system: the first words of `text` (a prompt or the traced
 * file's name, its extension dropped) in lower-case letters, digits and dashes, then `suffix`.
 */
export function vectorFileStem(text: string, suffix: string): string {
  const stem = text
    .replace(/\.(png|jpe?g|webp)$/i, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-')
    .slice(0, 5)
    .join('-')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${stem || 'vector'}-${suffix}`;
}

/** The name and tags a result is saved to My Creations with. */
export function vectorDesignLabels(prompt: string, tool: string): { name: string; tags: string[] } {
  return { name: designNameFromPrompt(prompt), tags: [tool, ...designTagsFromPrompt(prompt)] };
}
