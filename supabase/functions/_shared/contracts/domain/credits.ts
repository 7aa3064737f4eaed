// Credit constants from spec 9 ("Credits"). For DISPLAY ONLY: the server decides every cost and
// grant from its own tables (supabase/migrations seeds them with these same numbers, and a test
// checks the two agree).

/** Credits granted once to every new user, no card needed. */
export const SIGNUP_BONUS_CREDITS = 50;

/** How many transactions and generations the credits screens read. */
export const CREDIT_HISTORY_LIMIT = 50;

/** The cost keys the server knows (table credit_costs). */
export const CREDIT_COST_KEYS = [
  'text-to-image',
  'text-to-image-4k',
  'text-to-image-8k',
  'text-to-video',
  'image-to-video',
  'moodboard-generation',
  'background-remove',
  'image-enhance',
  'object-remove',
  'background-generate',
  'vectorize',
  'svg-generate',
  'vector-illustration',
  'logo-generate',
  'logo-mockups',
  'brand-blueprint',
  'invoice-issue',
  'advertising-video',
  'recording-save',
  'document-export',
  'generator-run',
  'generator-run-ultra',
  'generator-run-premium',
  'generator-run-logo-cover',
] as const;
export type CreditCostKey = (typeof CREDIT_COST_KEYS)[number];

/** Spec 9: cost per task (credit hook) and per generator run. */
export const CREDIT_COSTS: Record<CreditCostKey, number> = {
  'text-to-image': 10,
  'text-to-image-4k': 15,
  'text-to-image-8k': 20,
  'text-to-video': 25,
  'image-to-video': 25,
  'moodboard-generation': 35,
  'background-remove': 10,
  'image-enhance': 10,
  'object-remove': 10,
  'background-generate': 10,
  vectorize: 10,
  'svg-generate': 10,
  'vector-illustration': 10,
  /** A Logo Creator run is a "Logo Design" run (spec 9, per generator run). */
  'logo-generate': 8,
  /** "Others" (spec 9, credit hook). */
  'logo-mockups': 10,
  'brand-blueprint': 10,
  /** Issuing an invoice ("others"); drafts are free. */
  'invoice-issue': 10,
  /** A rendered ad video (a video task's price, issue #17); editing and the preview are free. */
  'advertising-video': 25,
  /** A finished presentation recording saved ("others"); recording and local downloads are free. */
  'recording-save': 10,
  /** A Hive Editor design's first export ("others"); editing, saving and later exports are free. */
  'document-export': 10,
  /** Generator run, default styles. */
  'generator-run': 5,
  /** Generator run, 4k-ultra and 8k-ultra. */
  'generator-run-ultra': 15,
  /** Generator run, photon-flash and photorealistic. */
  'generator-run-premium': 10,
  /** Generator run, Logo Design or Cover Art (checked after the style rules). */
  'generator-run-logo-cover': 8,
};

/** What the generator makes: the generation-type picker's choices. */
export const GENERATION_TYPES = ['ai-art', 'logo', 'cover'] as const;
export type GenerationType = (typeof GENERATION_TYPES)[number];

/**
 * Spec 9 "Cost per generator run": 5 by default; 15 for 4k-ultra and 8k-ultra; 10 for
 * photon-flash and photorealistic; 8 for Logo Design or Cover Art, checked after the style
 * rules (so it wins over them).
 */
export function generatorRunCostKey(style: string, type: GenerationType): CreditCostKey {
  let key: CreditCostKey = 'generator-run';
  if (style === '4k-ultra' || style === '8k-ultra') key = 'generator-run-ultra';
  else if (style === 'photon-flash' || style === 'photorealistic') key = 'generator-run-premium';
  if (type === 'logo' || type === 'cover') key = 'generator-run-logo-cover';
  return key;
}

export type CreditPackId = 'starter' | 'pro' | 'elite';

export type CreditPack = {
  id: CreditPackId;
  title: string;
  priceCents: number;
  credits: number;
  description: string;
  features: readonly string[];
  buttonText: string;
  popular: boolean;
};

/** Spec 9 "Packs". Prices and credits granted are decided by the server's credit_packs table. */
export const CREDIT_PACKS: readonly CreditPack[] = [
  {
    id: 'starter',
    title: 'Starter',
    priceCents: 999,
    credits: 200,
    description: 'For trying every tool',
    features: ['200 credits', 'All tools and styles', 'Credits never expire', 'Email support'],
    buttonText: 'Buy Starter',
    popular: false,
  },
  {
    id: 'pro',
    title: 'Pro',
    priceCents: 2499,
    credits: 650,
    description: 'For regular creators',
    features: ['650 credits', 'All tools and styles', 'Credits never expire', 'Priority support'],
    buttonText: 'Buy Pro',
    popular: true,
  },
  {
    id: 'elite',
    title: 'Elite',
    priceCents: 7999,
    credits: 2000,
    description: 'For teams and heavy users',
    features: ['2000 credits', 'All tools and styles', 'Credits never expire', '24/7 support'],
    buttonText: 'Buy Elite',
    popular: false,
  },
];

/** Label shown on the popular pack. */
export const MOST_POPULAR_LABEL = 'Most Popular';

/** Formats cents as US dollars, e.g. 2499 → "$24.99". */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Ledger entry types (table credit_transactions). */
export const TRANSACTION_TYPES = [
  'signup_bonus',
  'purchase',
  'generation',
  'refund',
  'admin_adjustment',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Readable labels for the credits screen. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  signup_bonus: 'Welcome bonus',
  purchase: 'Purchase',
  generation: 'Generation',
  refund: 'Refund',
  admin_adjustment: 'Adjustment',
};
