// The generator's style catalogue (spec 3 "Style catalogue", 4 "Generation", 6 "Premium styles").
// One source for the picker, the prompt modifiers sent to providers and the local renderer's
// choice of look, so a style name can never mean two different things in two places.

/** One look inside a style category; `prompt_modifier` is appended to the user's prompt. */
export type StyleVariant = {
  value: string;
  label: string;
  description: string;
  prompt_modifier: string;
};

/** A style category as the picker shows it. Premium styles are marked, never blocked (spec 6). */
export type StyleCategory = {
  value: string;
  label: string;
  description: string;
  premium: boolean;
  variants: readonly StyleVariant[];
};

function variant(
  value: string,
  label: string,
  description: string,
  prompt_modifier: string,
): StyleVariant {
  return { value, label, description, prompt_modifier };
}

function category(
  value: string,
  label: string,
  description: string,
  variants: readonly StyleVariant[],
  premium = false,
): StyleCategory {
  return { value, label, description, premium, variants };
}

/** Single-variant styles all use one variant called 'Standard'. */
function standard(
  value: string,
  label: string,
  description: string,
  prompt_modifier: string,
  premium = false,
): StyleCategory {
  return category(
    value,
    label,
    description,
    [variant('standard', 'Standard', description, prompt_modifier)],
    premium,
  );
}

/** Every style the product knows, multi-variant categories first, then the 'Standard' ones. */
export const STYLE_CATEGORIES: readonly StyleCategory[] = [
  category('realistic', 'Realistic', 'True-to-life images with natural light and detail', [
    variant(
      'portrait',
      'Portrait',
      'Natural people photography',
      'realistic portrait photograph, 85mm lens, shallow depth of field, soft window light, natural skin texture',
    ),
    variant(
      'landscape',
      'Landscape',
      'Wide natural scenery',
      'realistic landscape photograph, wide angle, golden hour light, atmospheric haze, sharp foreground detail',
    ),
    variant(
      'studio',
      'Studio',
      'Controlled studio lighting',
      'realistic studio photograph, softbox key light, seamless backdrop, crisp focus, neutral colour grading',
    ),
  ]),
  category('photorealistic', 'Photorealistic', 'Indistinguishable from a high-end photograph', [
    variant(
      'professional',
      'Professional',
      'Polished professional photography',
      'photorealistic, professional DSLR photo, 50mm f/1.8, balanced exposure, ultra-detailed, 8k',
    ),
    variant(
      'editorial',
      'Editorial',
      'Magazine editorial look',
      'photorealistic editorial photograph, magazine cover quality, dramatic styling, rich tones, film grain',
    ),
    variant(
      'commercial',
      'Commercial',
      'Clean advertising imagery',
      'photorealistic commercial photography, bright even lighting, product-focused, clean background, advertising quality',
    ),
  ]),
  category('abstract', 'Abstract', 'Non-representational shapes, colour and form', [
    variant(
      'geometric',
      'Geometric',
      'Hard-edged shapes and patterns',
      'abstract geometric composition, bold overlapping shapes, crisp edges, Bauhaus-inspired colour blocks',
    ),
    variant(
      'fluid',
      'Fluid',
      'Flowing liquid forms',
      'abstract fluid art, swirling liquid paint, smooth gradients, marbled flowing forms',
    ),
    variant(
      'expressive',
      'Expressive',
      'Energetic gestural marks',
      'abstract expressionism, energetic gestural brush strokes, paint splatters, raw emotional colour',
    ),
  ]),
  category('cartoon', 'Cartoon', 'Playful illustrated characters and scenes', [
    variant(
      'disney',
      'Disney',
      'Classic animated-feature charm',
      'classic Disney animation style, expressive characters, warm storybook colours, clean ink outlines',
    ),
    variant(
      'pixar',
      'Pixar',
      'Friendly 3D animated look',
      'Pixar-style 3D animation, soft global illumination, rounded friendly shapes, subsurface skin',
    ),
    variant(
      'comic',
      'Comic',
      'Inked comic-strip panels',
      'comic strip cartoon, bold black outlines, flat bright colours, halftone shading',
    ),
  ]),
  category('digital-art', 'Digital Art', 'Painted digitally for games, film and illustration', [
    variant(
      'concept',
      'Concept',
      'Concept art for worlds and characters',
      'digital concept art, painterly brushwork, dramatic composition, trending on ArtStation',
    ),
    variant(
      'matte',
      'Matte Painting',
      'Epic painted environments',
      'digital matte painting, vast cinematic environment, atmospheric perspective, highly detailed',
    ),
    variant(
      'cyberpunk',
      'Cyberpunk',
      'Neon-lit futuristic cities',
      'cyberpunk digital art, neon magenta and cyan lights, rain-soaked streets, holographic signs',
    ),
  ]),
  category('watercolor', 'Watercolor', 'Transparent washes on textured paper', [
    variant(
      'soft',
      'Soft',
      'Gentle pastel washes',
      'soft watercolor painting, pastel washes, wet-on-wet blooms, cold-press paper texture',
    ),
    variant(
      'vibrant',
      'Vibrant',
      'Saturated bold pigments',
      'vibrant watercolor painting, saturated pigments, bold splashes, visible paper grain',
    ),
    variant(
      'traditional',
      'Traditional',
      'Classic fine-art watercolour',
      'traditional watercolor illustration, fine pencil underdrawing, layered glazes, deckled paper',
    ),
  ]),
  category('minimalist', 'Minimalist', 'Few elements, lots of space', [
    variant(
      'clean',
      'Clean',
      'Crisp and uncluttered',
      'minimalist design, clean composition, generous negative space, limited palette',
    ),
    variant(
      'geometric',
      'Geometric',
      'Simple geometric forms',
      'minimalist geometric art, simple circles and lines, flat colours, perfect balance',
    ),
    variant(
      'zen',
      'Zen',
      'Calm and meditative',
      'zen minimalism, calm muted tones, single focal element, Japanese wabi-sabi aesthetic',
    ),
  ]),
  category('anime', 'Anime', 'Japanese animation and manga styles', [
    variant(
      'studio',
      'Studio',
      'Lush feature-film anime',
      'Studio Ghibli inspired anime, lush painted backgrounds, soft cel shading, whimsical atmosphere',
    ),
    variant(
      'manga',
      'Manga',
      'Black-and-white ink manga',
      'manga illustration, black and white ink, screentone shading, dynamic speed lines',
    ),
    variant(
      'kawaii',
      'Kawaii',
      'Cute pastel characters',
      'kawaii anime style, cute chibi proportions, pastel colours, sparkles and big shiny eyes',
    ),
  ]),
  category('cinematic', 'Cinematic', 'Film stills with dramatic light', [
    variant(
      'dramatic',
      'Dramatic',
      'High-contrast film lighting',
      'cinematic film still, dramatic chiaroscuro lighting, anamorphic lens flare, teal and orange grade',
    ),
    variant(
      'noir',
      'Noir',
      'Black-and-white film noir',
      'film noir, black and white, hard shadows through venetian blinds, smoky atmosphere',
    ),
    variant(
      'epic',
      'Epic',
      'Vast blockbuster scale',
      'epic cinematic wide shot, sweeping scale, volumetric god rays, IMAX blockbuster look',
    ),
  ]),
  category('3d', '3D', 'Rendered three-dimensional scenes', [
    variant(
      'photorealistic',
      'Photorealistic',
      'Physically based rendering',
      'photorealistic 3D render, physically based materials, ray-traced reflections, Octane render',
    ),
    variant(
      'stylized',
      'Stylized',
      'Stylised 3D illustration',
      'stylized 3D illustration, soft clay materials, pastel lighting, Blender render',
    ),
    variant(
      'toon',
      'Toon',
      'Cel-shaded 3D',
      'toon-shaded 3D render, cel shading with ink outlines, bright flat colours',
    ),
  ]),
  standard(
    'ecommerce',
    'E-commerce',
    'Product shots ready for a store',
    'e-commerce product photography, centred product on seamless white background, soft shadow, studio lighting',
  ),
  standard(
    'photon-flash',
    'Photon Flash',
    'Fast premium photographic renders',
    'ultra-sharp photographic render, vivid colour, high dynamic range, crisp micro-detail',
    true,
  ),
  standard(
    'oil-painting',
    'Oil Painting',
    'Rich classical oils on canvas',
    'oil painting on canvas, thick impasto brush strokes, rich classical colours, gallery lighting',
  ),
  standard(
    'sketch',
    'Sketch',
    'Pencil line work on paper',
    'graphite pencil sketch, confident line work, cross-hatching, off-white sketchbook paper',
  ),
  standard(
    'pixel-art',
    'Pixel Art',
    'Retro game pixels',
    '16-bit pixel art, limited palette, crisp square pixels, retro video game scene',
  ),
  standard(
    'comic-book',
    'Comic Book',
    'Bold superhero comic pages',
    'comic book art, heavy ink lines, Ben-Day halftone dots, dynamic action pose, vivid primaries',
  ),
  standard(
    'vintage',
    'Vintage',
    'Faded photographs from another era',
    'vintage photograph, faded sepia tones, film grain, light leaks, 1970s print',
  ),
  standard(
    'fantasy',
    'Fantasy',
    'Magical worlds and creatures',
    'high fantasy illustration, glowing magic, enchanted forest light, epic storybook detail',
  ),
  standard(
    'cyberpunk',
    'Cyberpunk',
    'Neon dystopian future',
    'cyberpunk, neon-lit megacity at night, rain reflections, holograms, blade-runner atmosphere',
  ),
  standard(
    'steampunk',
    'Steampunk',
    'Brass, gears and Victorian machines',
    'steampunk, polished brass and copper gears, Victorian machinery, warm sepia steam',
  ),
  standard(
    'surreal',
    'Surreal',
    'Dreamlike impossible scenes',
    'surrealist dreamscape, impossible floating objects, melting forms, Dali-inspired',
  ),
  standard(
    'artistic',
    'Artistic',
    'Expressive fine-art illustration',
    'fine art illustration, expressive brushwork, harmonious colour palette, gallery quality',
  ),
  standard(
    '4k-ultra',
    '4K Ultra',
    'Premium 4K detail',
    '4K ultra HD, extremely detailed, razor-sharp focus, cinematic lighting, professional grade',
    true,
  ),
  standard(
    '8k-ultra',
    '8K Ultra',
    'Premium 8K detail',
    '8K ultra HD, hyper-detailed, masterpiece quality, cinematic lighting, maximum fidelity',
    true,
  ),
  // Spec 7 routes the style flux-kontext-max to its own premium function
  // (generate-image-flux-kontext-max) and prices it as a default run (spec 9). The spec's visible
  // picker does not list it, so the picker does not show it; a client reaches it by that style.
  standard(
    'flux-kontext-max',
    'Kontext Max',
    'Premium renders that follow the prompt closely',
    'premium high-fidelity render, precise prompt adherence, refined detail, natural balanced lighting',
    true,
  ),
];

/** The style values the picker shows, in the spec's order. */
export const VISIBLE_STYLE_VALUES = [
  'realistic',
  'photorealistic',
  'ecommerce',
  'photon-flash',
  '4k-ultra',
  '8k-ultra',
  'abstract',
  'digital-art',
  'watercolor',
  'minimalist',
  'cartoon',
  '3d',
  'anime',
  'cinematic',
] as const;

/** Styles switched off without a release (spec 6: the list exists and is empty). */
export const DISABLED_STYLE_VALUES: readonly string[] = [];

/** The style selected when the generator opens: the first in the picker. */
export const DEFAULT_STYLE_VALUE = 'realistic';

/** The category with this value, or undefined. */
export function findStyle(value: string): StyleCategory | undefined {
  return STYLE_CATEGORIES.find((style) => style.value === value);
}

/** The picker's categories in spec order, without disabled ones. */
export function visibleStyles(
  disabled: readonly string[] = DISABLED_STYLE_VALUES,
): StyleCategory[] {
  return VISIBLE_STYLE_VALUES.filter((value) => !disabled.includes(value)).map((value) => {
    const style = findStyle(value);
    if (!style) throw new Error(`Visible style '${value}' is missing from the catalogue`);
    return style;
  });
}

/** The named variant of a style, falling back to its first (spec 4: choosing a category resets to it). */
export function findVariant(style: StyleCategory, variantValue?: string): StyleVariant {
  const first = style.variants[0];
  if (!first) throw new Error(`Style '${style.value}' has no variants`);
  return style.variants.find((item) => item.value === variantValue) ?? first;
}

/** True for styles the picker marks as premium. */
export function isPremiumStyle(value: string): boolean {
  return findStyle(value)?.premium ?? false;
}

/** The prompt a provider receives: the user's prompt followed by the variant's modifier. */
export function applyPromptModifier(prompt: string, variantToApply: StyleVariant): string {
  const trimmed = prompt.trim().replace(/[\s,.;]+$/, '');
  if (trimmed === '') return variantToApply.prompt_modifier;
  if (trimmed.toLowerCase().includes(variantToApply.prompt_modifier.toLowerCase())) return trimmed;
  return `${trimmed}, ${variantToApply.prompt_modifier}`;
}
