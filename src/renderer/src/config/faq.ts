// The questions people ask most, answered once: the About page's FAQ (#faq) and the support
// chat's offline answers read this list. Claims are the spec's static marketing text (spec 1).
import { CREDIT_PACKS, SIGNUP_BONUS_CREDITS, formatPrice } from '@contracts/domain/credits';

/** One question and its answer; `keywords` help the support chat match a visitor's question. */
export type FaqEntry = {
  id: string;
  question: string;
  answer: string;
  keywords: readonly string[];
};

const packs = CREDIT_PACKS.map(
  (pack) => `${pack.title} ${formatPrice(pack.priceCents)} for ${pack.credits} credits`,
).join(', ');

/** The FAQ, in the order the About page shows it. */
export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'what-can-i-create',
    question: 'What can I create with Hive Studio?',
    answer:
      'Images in many styles, videos, logos, moodboards, SVGs and vector illustrations, invoices and presentation recordings — and you can edit photos: remove backgrounds or objects, generate new backgrounds and enhance images.',
    keywords: [
      'create',
      'make',
      'tools',
      'features',
      'image',
      'video',
      'logo',
      'moodboard',
      'what',
    ],
  },
  {
    id: 'pricing',
    question: 'How does pricing work?',
    answer: `Every tool spends credits from your balance. New accounts get ${SIGNUP_BONUS_CREDITS} free credits with no card needed. Packs: ${packs}. Credits never expire.`,
    keywords: [
      'price',
      'pricing',
      'cost',
      'credits',
      'credit',
      'pack',
      'pay',
      'buy',
      'free',
      'expire',
    ],
  },
  {
    id: 'costs',
    question: 'How many credits does a tool use?',
    answer:
      'Every operation shows its cost before it runs. A generator run costs 5 credits (15 for 4K/8K Ultra, 10 for Photon Flash and Photorealistic, 8 for Logo Design or Cover Art); background removal, object removal and enhancement cost 10; videos 25; moodboards 35.',
    keywords: [
      'cost',
      'costs',
      'many',
      'much',
      'spend',
      'use',
      'uses',
      'charge',
      'video',
      'moodboard',
    ],
  },
  {
    id: 'formats',
    question: 'Which file formats are supported?',
    answer:
      'Upload JPG, PNG, WebP or SVG images. Results download as high-resolution PNG or JPEG, and the vector tools export SVG.',
    keywords: [
      'format',
      'formats',
      'file',
      'png',
      'jpg',
      'jpeg',
      'webp',
      'svg',
      'upload',
      'download',
      'export',
    ],
  },
  {
    id: 'offline',
    question: 'Does anything work offline?',
    answer:
      'Yes. Tools that a local model can do — such as background removal and upscaling — run on your own machine and are labelled On this computer; the others use cloud providers and are labelled Cloud. A preview made on your computer in place of a cloud model is free.',
    keywords: ['offline', 'local', 'cloud', 'internet', 'desktop', 'machine', 'privacy'],
  },
  {
    id: 'refunds',
    question: 'Can I get a refund?',
    answer:
      'Yes — every purchase has a 30-day money-back guarantee. If a generation fails, its credits are refunded automatically.',
    keywords: ['refund', 'money', 'back', 'guarantee', 'failed', 'cancel', 'return'],
  },
  {
    id: 'help',
    question: 'How do I get help?',
    answer:
      'Write to us from the Contact page — email support runs 24/7, with answers in under 4 hours for Pro and Enterprise.',
    keywords: ['help', 'support', 'contact', 'email', 'problem', 'question', 'human', 'agent'],
  },
  {
    id: 'account',
    question: 'Do I need an account?',
    answer: `You can look around freely. To generate and save creations, sign up — it is free and comes with ${SIGNUP_BONUS_CREDITS} credits.`,
    keywords: ['account', 'sign', 'signup', 'register', 'login', 'log', 'password'],
  },
];
