// The style catalogue as the server needs it: which styles and variants exist and the prompt
// modifier each variant adds (a copy of src/shared/domain/styles.ts, which edge functions cannot
// import; tests/integration/generation-contract.test.ts checks the two are equal), plus the
// server's cost rule per run and the labels of the three result cards.

/** style → variant → prompt modifier; the first variant is the style's default. */
export const STYLE_MODIFIERS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  realistic: {
    portrait:
      'realistic portrait photograph, 85mm lens, shallow depth of field, soft window light, natural skin texture',
    landscape:
      'realistic landscape photograph, wide angle, golden hour light, atmospheric haze, sharp foreground detail',
    studio:
      'realistic studio photograph, softbox key light, seamless backdrop, crisp focus, neutral colour grading',
  },
  photorealistic: {
    professional:
      'photorealistic, professional DSLR photo, 50mm f/1.8, balanced exposure, ultra-detailed, 8k',
    editorial:
      'photorealistic editorial photograph, magazine cover quality, dramatic styling, rich tones, film grain',
    commercial:
      'photorealistic commercial photography, bright even lighting, product-focused, clean background, advertising quality',
  },
  abstract: {
    geometric:
      'abstract geometric composition, bold overlapping shapes, crisp edges, Bauhaus-inspired colour blocks',
    fluid: 'abstract fluid art, swirling liquid paint, smooth gradients, marbled flowing forms',
    expressive:
      'abstract expressionism, energetic gestural brush strokes, paint splatters, raw emotional colour',
  },
  cartoon: {
    disney:
      'classic Disney animation style, expressive characters, warm storybook colours, clean ink outlines',
    pixar:
      'Pixar-style 3D animation, soft global illumination, rounded friendly shapes, subsurface skin',
    comic: 'comic strip cartoon, bold black outlines, flat bright colours, halftone shading',
  },
  'digital-art': {
    concept:
      'digital concept art, painterly brushwork, dramatic composition, trending on ArtStation',
    matte:
      'digital matte painting, vast cinematic environment, atmospheric perspective, highly detailed',
    cyberpunk:
      'cyberpunk digital art, neon magenta and cyan lights, rain-soaked streets, holographic signs',
  },
  watercolor: {
    soft: 'soft watercolor painting, pastel washes, wet-on-wet blooms, cold-press paper texture',
    vibrant: 'vibrant watercolor painting, saturated pigments, bold splashes, visible paper grain',
    traditional:
      'traditional watercolor illustration, fine pencil underdrawing, layered glazes, deckled paper',
  },
  minimalist: {
    clean: 'minimalist design, clean composition, generous negative space, limited palette',
    geometric: 'minimalist geometric art, simple circles and lines, flat colours, perfect balance',
    zen: 'zen minimalism, calm muted tones, single focal element, Japanese wabi-sabi aesthetic',
  },
  anime: {
    studio:
      'Studio Ghibli inspired anime, lush painted backgrounds, soft cel shading, whimsical atmosphere',
    manga: 'manga illustration, black and white ink, screentone shading, dynamic speed lines',
    kawaii:
      'kawaii anime style, cute chibi proportions, pastel colours, sparkles and big shiny eyes',
  },
  cinematic: {
    dramatic:
      'cinematic film still, dramatic chiaroscuro lighting, anamorphic lens flare, teal and orange grade',
    noir: 'film noir, black and white, hard shadows through venetian blinds, smoky atmosphere',
    epic: 'epic cinematic wide shot, sweeping scale, volumetric god rays, IMAX blockbuster look',
  },
  '3d': {
    photorealistic:
      'photorealistic 3D render, physically based materials, ray-traced reflections, Octane render',
    stylized: 'stylized 3D illustration, soft clay materials, pastel lighting, Blender render',
    toon: 'toon-shaded 3D render, cel shading with ink outlines, bright flat colours',
  },
  ecommerce: {
    standard:
      'e-commerce product photography, centred product on seamless white background, soft shadow, studio lighting',
  },
  'photon-flash': {
    standard:
      'ultra-sharp photographic render, vivid colour, high dynamic range, crisp micro-detail',
  },
  'oil-painting': {
    standard:
      'oil painting on canvas, thick impasto brush strokes, rich classical colours, gallery lighting',
  },
  sketch: {
    standard:
      'graphite pencil sketch, confident line work, cross-hatching, off-white sketchbook paper',
  },
  'pixel-art': {
    standard: '16-bit pixel art, limited palette, crisp square pixels, retro video game scene',
  },
  'comic-book': {
    standard:
      'comic book art, heavy ink lines, Ben-Day halftone dots, dynamic action pose, vivid primaries',
  },
  vintage: {
    standard: 'vintage photograph, faded sepia tones, film grain, light leaks, 1970s print',
  },
  fantasy: {
    standard:
      'high fantasy illustration, glowing magic, enchanted forest light, epic storybook detail',
  },
  cyberpunk: {
    standard:
      'cyberpunk, neon-lit megacity at night, rain reflections, holograms, blade-runner atmosphere',
  },
  steampunk: {
    standard: 'steampunk, polished brass and copper gears, Victorian machinery, warm sepia steam',
  },
  surreal: {
    standard: 'surrealist dreamscape, impossible floating objects, melting forms, Dali-inspired',
  },
  artistic: {
    standard:
      'fine art illustration, expressive brushwork, harmonious colour palette, gallery quality',
  },
  '4k-ultra': {
    standard:
      '4K ultra HD, extremely detailed, razor-sharp focus, cinematic lighting, professional grade',
  },
  '8k-ultra': {
    standard:
      '8K ultra HD, hyper-detailed, masterpiece quality, cinematic lighting, maximum fidelity',
  },
};

/** The variant to use: the named one when the style has it, else the style's first. */
export function resolveVariant(style: string, variant?: string): string | undefined {
  const variants = STYLE_MODIFIERS[style];
  if (!variants) return undefined;
  if (variant !== undefined && variant in variants) return variant;
  return Object.keys(variants)[0];
}

/** The prompt a hosted provider receives: the prompt followed by the variant's modifier, once. */
export function applyPromptModifier(prompt: string, modifier: string): string {
  const trimmed = prompt.trim().replace(/[\s,.;]+$/, '');
  if (trimmed === '') return modifier;
  if (trimmed.toLowerCase().includes(modifier.toLowerCase())) return trimmed;
  return `${trimmed}, ${modifier}`;
}

/**
 * Spec 9 "Cost per generator run": the credit_costs key. 5 by default; 15 for 4k-ultra and
 * 8k-ultra; 10 for photon-flash and photorealistic; 8 for Logo Design or Cover Art, checked
 * after the style rules (so it wins). Same rule as generatorRunCostKey in src/shared.
 */
export function generatorRunCostKey(style: string, type: 'ai-art' | 'logo' | 'cover'): string {
  let key = 'generator-run';
  if (style === '4k-ultra' || style === '8k-ultra') key = 'generator-run-ultra';
  else if (style === 'photon-flash' || style === 'photorealistic') key = 'generator-run-premium';
  if (type === 'logo' || type === 'cover') key = 'generator-run-logo-cover';
  return key;
}

const CARD_LABELS = ['Photographic', 'Digital Art', 'Minimalist'] as const;

/** Result card labels (spec 2.7): the standard set, prefixed for the 4K and 8K sets. */
export function variantLabel(style: string, index: number): string {
  const base = CARD_LABELS[index % CARD_LABELS.length] ?? 'Image';
  const round = Math.floor(index / CARD_LABELS.length);
  const label = round > 0 ? `${base} ${round + 1}` : base;
  if (style === '4k-ultra') return `4K ${label}`;
  if (style === '8k-ultra') return `8K ${label}`;
  return label;
}
