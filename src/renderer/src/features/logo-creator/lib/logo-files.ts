// How a logo is named on disk and in My Creations, and what a save keeps.
import { LOGO_LAYOUT_WORDS, LOGO_STYLE_WORDS, type LogoDesign } from '@contracts/api/logo';
import type { Engine } from '@contracts/api/photo-tools';
import { designNameFromPrompt, MODEL_LABELS } from '@contracts/domain/generation';
import { engineModelLabel } from '@contracts/tools/engine-labels';
import type { NewDesign } from '@/lib/designs/design-schemas';
import { vectorFileStem } from '@/components/vector/vector-names';
import { familyLabel } from '../../../../../../supabase/functions/_shared/logo/compose/logo-styles.ts';

/** The stem of a candidate's files: "blue-bean-coffee-logo-2". */
export function logoFileStem(name: string, index: number): string {
  return vectorFileStem(name, `logo-${index + 1}`);
}

/** A design in a few words: "Minimal · Inter · Symbol left". */
export function describeDesign(design: LogoDesign): string {
  return [
    LOGO_STYLE_WORDS[design.style].label,
    familyLabel(design.font.family),
    LOGO_LAYOUT_WORDS[design.layout],
  ].join(' · ');
}

/**
 * What My Creations keeps for a logo: the stored SVG, the brand name, the model in user words,
 * and (for a composed logo) its design as fine-tuned, so it reopens in the Logo Creator.
 */
export function logoToSave(input: {
  url: string;
  name: string;
  design: LogoDesign | null;
  engine: Engine;
}): NewDesign {
  const { design, engine } = input;
  return {
    url: input.url,
    type: 'logo',
    prompt: design ? `${input.name} — ${describeDesign(design)}` : input.name,
    model:
      engine.kind === 'hosted' ? MODEL_LABELS.logo : engineModelLabel(engine.kind, engine.name),
    name: designNameFromPrompt(input.name),
    tags: ['logo', ...(design ? [design.style, design.layout] : [])],
    ...(design && { details: { logo: design } }),
  };
}
