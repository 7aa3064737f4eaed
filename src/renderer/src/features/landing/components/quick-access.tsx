import { ArrowUpRight, Clapperboard, Layers, Palette } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** `comingSoon`: the card's page is still the "coming soon" panel (app/router.tsx), and the card says so. */
const cards: { title: string; body: string; to: string; Icon: LucideIcon; comingSoon?: boolean }[] =
  [
    {
      title: 'Create Image',
      body: 'Text to image in photographic, digital-art and ultra styles.',
      to: paths.artworkGenerator,
      Icon: Palette,
    },
    {
      title: 'Create Video',
      body: 'Turn a prompt or a still into a short video.',
      to: paths.videoGenerator,
      Icon: Clapperboard,
      comingSoon: true,
    },
    {
      title: 'Edit Image',
      body: 'Layers, cut-outs and touch-ups in The Hive Editor.',
      to: paths.hiveEdit,
      Icon: Layers,
      comingSoon: true,
    },
  ];

/** Quick Access cards (spec 2.4). */
export function QuickAccess() {
  return (
    <section
      aria-labelledby="quick-access-title"
      className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <h2 id="quick-access-title" className="sr-only">
        Quick Access
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map(({ title, body, to, Icon, comingSoon }) => (
          <li
            key={to}
            data-testid="quick-access-card"
            data-status={comingSoon ? 'coming-soon' : 'available'}
          >
            <Link
              to={to}
              className="group rounded-card border-border bg-surface/80 hover:border-gold-400/40 hover:shadow-gold focus-visible:ring-ring relative flex h-full flex-col gap-4 overflow-hidden border p-6 transition-all outline-none hover:-translate-y-0.5 focus-visible:ring-2"
            >
              <span className="bg-gold-gradient text-primary-foreground flex size-11 items-center justify-center rounded-xl">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="text-foreground flex items-center justify-between text-lg font-semibold">
                {title}
                <ArrowUpRight
                  className="text-muted-foreground group-hover:text-gold-300 size-5 transition-colors"
                  aria-hidden
                />
              </span>
              <span className="text-muted-foreground text-sm leading-relaxed">{body}</span>
              {comingSoon && (
                <span className="border-border text-muted-foreground w-fit rounded-full border px-2.5 py-0.5 text-xs font-medium">
                  Coming soon
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
