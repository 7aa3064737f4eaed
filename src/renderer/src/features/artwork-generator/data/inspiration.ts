// Get Inspired (spec 2.7): about 37 example prompts, of which the gallery shows the first 24.
// The pictures are our own renders from the local procedural renderer (resources/public/imagery),
// so every shown example's image matches its prompt; the later entries reuse pictures because
// they are never shown in the gallery (they exist for the "about 37" catalogue).

/** One Get Inspired example. */
export type InspirationExample = { image: string; title: string; prompt: string };

/** The gallery shows at most this many (spec 9). */
export const INSPIRATION_LIMIT = 24;

function example(id: string, title: string, prompt: string): InspirationExample {
  return { image: `/imagery/${id}.webp`, title, prompt };
}

/** Every example, in gallery order. */
export const INSPIRATION_EXAMPLES: readonly InspirationExample[] = [
  example(
    'slider-golden-dunes',
    'Golden dunes at dusk',
    'Golden desert dunes at sunset, warm light, wide landscape',
  ),
  example('slider-neon-city', 'Neon city', 'Cyberpunk city at night, neon signs, rain reflections'),
  example('slider-ocean-oil', 'Ocean in oil', 'Stormy ocean waves, oil painting, dramatic sky'),
  example(
    'slider-fantasy-peaks',
    'Fantasy peaks',
    'Floating mountains above the clouds, fantasy castle, golden hour',
  ),
  example(
    'slider-studio-product',
    'Studio product shot',
    'Perfume bottle product photo on a gold pedestal, studio light',
  ),
  example('gallery-honey-forest', 'Honey forest', 'Sunlit forest with golden leaves and soft mist'),
  example('gallery-retro-arcade', 'Retro arcade', 'Pixel art arcade hero jumping over lava'),
  example('gallery-steam-harbour', 'Steam harbour', 'Steampunk airship harbour with brass towers'),
  example('gallery-comic-heist', 'Comic heist', 'Comic book panel of a masked thief on a rooftop'),
  example('gallery-vintage-tram', 'Vintage tram', 'Vintage tram on a cobbled street, sepia film'),
  example('gallery-charcoal-study', 'Charcoal study', 'Pencil sketch of a lighthouse on a cliff'),
  example(
    'gallery-dragon-valley',
    'Dragon valley',
    'Dragon soaring over a misty valley, epic fantasy',
  ),
  example('gallery-night-market', 'Night market', 'Cyberpunk night market with glowing lanterns'),
  example('gallery-still-life', 'Still life', 'Oil painting still life of lemons and a copper jug'),
  example('gallery-desert-road', 'Desert road', 'Empty desert highway under a violet sky'),
  example('gallery-sneaker-drop', 'Sneaker drop', 'Sneaker product photo floating on a gradient'),
  example('gallery-flash-portrait', 'Flash portrait', 'Cinematic portrait lit by golden light'),
  example('gallery-pixel-village', 'Pixel village', 'Cozy pixel art village at dusk with lights'),
  example('gallery-clockwork-owl', 'Clockwork owl', 'Steampunk clockwork owl with copper gears'),
  example('gallery-sea-cliffs', 'Sea cliffs', 'Sea cliffs at sunrise with crashing waves'),
  example('gallery-hero-landing', 'Hero landing', 'Comic book superhero landing in a city street'),
  example('gallery-old-harbour', 'Old harbour', 'Vintage postcard of a fishing harbour'),
  example('gallery-glass-tower', 'Glass tower', 'Futuristic glass tower in a neon skyline'),
  example('showcase-book-cover', 'Book cover', 'Fantasy book cover with a castle and a dragon'),
  example(
    'showcase-brand-post',
    'Brand launch post',
    'Luxury product launch poster with gold accents',
  ),
  example('showcase-travel-story', 'Travel story', 'Tropical beach at sunset for a travel story'),
  example('showcase-event-flyer', 'Event flyer', 'Neon music festival flyer, crowd and lights'),
  example(
    'slider-golden-dunes',
    'Caravan trail',
    'Camel caravan crossing golden dunes under a huge moon',
  ),
  example(
    'slider-neon-city',
    'Rainy crossing',
    'Umbrellas on a neon-lit crossing in the rain, cinematic',
  ),
  example(
    'slider-ocean-oil',
    'Harbour storm',
    'Fishing boats braving a storm, thick impasto oil painting',
  ),
  example(
    'slider-fantasy-peaks',
    'Sky temple',
    'Ancient temple on a floating island, waterfalls into clouds',
  ),
  example(
    'slider-studio-product',
    'Watch on marble',
    'Luxury wristwatch on black marble, studio product photo',
  ),
  example(
    'gallery-honey-forest',
    'Beehive glade',
    'Wild beehive in a glowing forest glade at dawn',
  ),
  example('gallery-dragon-valley', 'Dragon rider', 'Knight riding a golden dragon above a valley'),
  example(
    'gallery-night-market',
    'Noodle stall',
    'Steaming noodle stall in a neon alley, anime style',
  ),
  example('gallery-still-life', 'Flower study', 'Watercolor study of wild flowers in a glass jar'),
  example(
    'gallery-glass-tower',
    'Solar city',
    'Solarpunk city of glass towers and hanging gardens',
  ),
];

/** What Get Inspired shows: the first 24. */
export function visibleInspiration(
  examples: readonly InspirationExample[] = INSPIRATION_EXAMPLES,
): InspirationExample[] {
  return examples.slice(0, INSPIRATION_LIMIT);
}
