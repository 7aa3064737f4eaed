import { Clock, Headphones, Star, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { faqEntries } from '@/config/faq';
import { anchors, paths } from '@/config/paths';
import { PageShell } from './page-shell';

const figures: { value: string; label: string; Icon: LucideIcon }[] = [
  { value: '15K+', label: 'users', Icon: Users },
  { value: '50K+', label: 'designs created', Icon: Star },
  { value: '99.9%', label: 'uptime', Icon: Clock },
  { value: '24/7', label: 'email support', Icon: Headphones },
];

/** /about (spec 2.1): who we are, the figures of spec 1, and the FAQ at #faq. */
export function AboutPage() {
  return (
    <PageShell
      eyebrow="About"
      title="The AI design studio for creators"
      intro="Hive Studio puts image, video, logo and photo tools in one place with one credit balance, so creators, marketers and small businesses can go from idea to finished design in seconds."
    >
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {figures.map(({ value, label, Icon }) => (
          <li key={label} className="rounded-card border-border bg-surface/70 border p-5">
            <Icon className="text-gold-400 size-5" aria-hidden />
            <p className="text-foreground mt-3 text-2xl font-semibold">{value}</p>
            <p className="text-muted-foreground text-sm">{label}</p>
          </li>
        ))}
      </ul>
      <section className="mt-14">
        <h2 className="text-foreground text-2xl font-semibold">Our mission</h2>
        <p className="text-muted-foreground mt-3 leading-relaxed">
          Great design should not need a big budget. Every tool shows its cost before it runs, tools
          that can run on your own machine do, and 24/7 email support answers in under 4 hours for
          Pro and Enterprise.
        </p>
      </section>
      <section id={anchors.faq} aria-labelledby="faq-title" className="mt-14 scroll-mt-24">
        <h2 id="faq-title" className="text-foreground text-2xl font-semibold">
          Frequently asked questions
        </h2>
        <Accordion type="multiple" className="mt-6">
          {faqEntries.map((entry) => (
            <AccordionItem key={entry.id} value={entry.id}>
              <AccordionTrigger>{entry.question}</AccordionTrigger>
              <AccordionContent>{entry.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild variant="primary">
            <Link to={paths.contact}>Contact us</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.dashboard}>View All Tools</Link>
          </Button>
        </div>
      </section>
    </PageShell>
  );
}
