import { Coins } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CREDIT_PACKS, SIGNUP_BONUS_CREDITS, formatPrice } from '@contracts/domain/credits';
import { MENU_TOOLS } from '@contracts/tools/tool-views';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { anchors, paths } from '@/config/paths';
import { InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from './social-icons';
import { ToolMarks } from './tool-marks';
import { usePricingLink } from './use-pricing-link';

const cheapestPack = CREDIT_PACKS.reduce((cheapest, pack) =>
  pack.priceCents < cheapest.priceCents ? pack : cheapest,
);

const faqs = [
  {
    question: 'What can I create with Hive Studio?',
    answer:
      'Images in many styles, videos, logos, moodboards, SVGs and vector illustrations, invoices and presentation recordings — and you can edit photos: remove backgrounds or objects, generate new backgrounds and enhance images.',
  },
  {
    question: 'How does pricing work?',
    answer: `Every tool spends credits from your balance. New accounts get ${SIGNUP_BONUS_CREDITS} free credits with no card needed, and packs start at ${formatPrice(cheapestPack.priceCents)} for ${cheapestPack.credits} credits. Credits never expire.`,
  },
  {
    question: 'Which file formats are supported?',
    answer:
      'Upload JPG, PNG, WebP or SVG images. Results download as high-resolution PNG or JPEG, and the vector tools export SVG.',
  },
  {
    question: 'How do I get help?',
    answer:
      'Write to us from the Contact page — email support runs 24/7, with answers in under 4 hours for Pro and Enterprise.',
  },
];

const companyLinks = [
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
];

const socialLinks = [
  { label: 'Hive Studio on X', href: 'https://x.com', Icon: XIcon },
  { label: 'Hive Studio on Instagram', href: 'https://www.instagram.com', Icon: InstagramIcon },
  { label: 'Hive Studio on YouTube', href: 'https://www.youtube.com', Icon: YouTubeIcon },
  { label: 'Hive Studio on LinkedIn', href: 'https://www.linkedin.com', Icon: LinkedInIcon },
];

const linkClass =
  'rounded text-sm text-muted-foreground transition-colors outline-none hover:text-gold-200 focus-visible:ring-2 focus-visible:ring-ring';
const headingClass = 'mb-4 text-xs font-semibold tracking-[0.18em] text-foreground uppercase';

/** The site footer (spec 2.3): tools, company links, FAQ, Get Credits, social links, copyright. */
export function Footer() {
  const goToPricing = usePricingLink();
  return (
    <footer className="bg-surface/60 relative mt-24 border-t border-white/6">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-px bg-[linear-gradient(90deg,transparent,rgb(245_184_46/0.5),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="flex flex-col gap-5 lg:col-span-3">
          <Logo size="md" />
          <p className="text-muted-foreground max-w-xs text-sm leading-relaxed">
            The AI design studio for creators, marketers and businesses. Generate, edit and export —
            one credit balance for every tool.
          </p>
          <Button variant="gold" className="w-fit" onClick={goToPricing}>
            <Coins aria-hidden /> Get Credits
          </Button>
          <ul className="flex gap-2" aria-label="Social links">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="border-border text-muted-foreground hover:border-gold-400/50 hover:text-gold-300 focus-visible:ring-ring flex size-9 items-center justify-center rounded-lg border transition-colors outline-none focus-visible:ring-2"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Tools" className="lg:col-span-3">
          <h2 className={headingClass}>AI Tools</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2.5 lg:grid-cols-1">
            {MENU_TOOLS.map((tool) => (
              <li
                key={tool.id}
                className="flex flex-wrap items-center gap-2"
                data-testid="footer-tool"
                data-status={tool.status}
              >
                <Link to={tool.path} className={linkClass}>
                  {tool.title}
                </Link>
                <ToolMarks tool={tool} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company" className="lg:col-span-2">
          <h2 className={headingClass}>Company</h2>
          <ul className="flex flex-col gap-2.5">
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-faq" className="lg:col-span-4">
          <h2 id="footer-faq" className={headingClass}>
            FAQ
          </h2>
          <Accordion
            type="single"
            collapsible
            className="border-border bg-background/40 rounded-xl border px-4"
          >
            {faqs.map((faq) => (
              <AccordionItem key={faq.question} value={faq.question}>
                <AccordionTrigger>{faq.question}</AccordionTrigger>
                <AccordionContent>{faq.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
          <Link
            to={`${paths.about}#${anchors.faq}`}
            className={`${linkClass} text-gold-300 mt-3 inline-block`}
          >
            View all FAQ →
          </Link>
        </section>
      </div>
      <div className="border-t border-white/6">
        <p className="text-muted-foreground mx-auto max-w-7xl px-4 py-6 text-xs sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Hive Studio. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
