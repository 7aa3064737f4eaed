// How "Recent runs" names a generator run from its job row alone, in the picker's words.
import { findStyle, findVariant } from '@contracts/domain/styles';
import { jobRunMessages } from '@contracts/messages';
import { toolById } from '@contracts/tools/tool-views';
import type { JobRow } from '@/lib/jobs/job-row';

/** What the run was asked for (its prompt), else the tool's name, in user words. */
export function runTitle(run: JobRow): string {
  const prompt = run.params.prompt;
  if (typeof prompt === 'string' && prompt.trim() !== '') return prompt.trim();
  return jobRunMessages.untitledRun(toolById('artwork-generator').title);
}

/** The run's style and variant as the picker names them ("Watercolor · Soft"), if it had one. */
export function runStyle(run: JobRow): string | null {
  const style = typeof run.params.style === 'string' ? findStyle(run.params.style) : undefined;
  if (!style) return null;
  const variant = typeof run.params.variant === 'string' ? run.params.variant : undefined;
  return style.variants.length > 1
    ? `${style.label} · ${findVariant(style, variant).label}`
    : style.label;
}
