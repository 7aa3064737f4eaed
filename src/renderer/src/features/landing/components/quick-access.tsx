import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { QUICK_ACCESS_CARDS } from '@contracts/tools/tool-showcases';
import { isAvailable } from '@contracts/tools/tool-views';
import { ToolIcon } from '@/components/layout/tool-icon';
import { ComingSoonMark } from '@/components/layout/tool-marks';

/** Quick Access cards (spec 2.4); a card of a tool still being built says "Coming soon". */
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
        {QUICK_ACCESS_CARDS.map(({ tool, title, body }) => (
          <li key={tool.id} data-testid="quick-access-card" data-status={tool.status}>
            <Link
              to={tool.path}
              className="group rounded-card border-border bg-surface/80 hover:border-gold-400/40 hover:shadow-gold focus-visible:ring-ring relative flex h-full flex-col gap-4 overflow-hidden border p-6 transition-all outline-none hover:-translate-y-0.5 focus-visible:ring-2"
            >
              <span className="bg-gold-gradient text-primary-foreground flex size-11 items-center justify-center rounded-xl">
                <ToolIcon icon={tool.icon} className="size-5" />
              </span>
              <span className="text-foreground flex items-center justify-between text-lg font-semibold">
                {title}
                <ArrowUpRight
                  className="text-muted-foreground group-hover:text-gold-300 size-5 transition-colors"
                  aria-hidden
                />
              </span>
              <span className="text-muted-foreground text-sm leading-relaxed">{body}</span>
              {!isAvailable(tool) && (
                <span className="w-fit">
                  <ComingSoonMark />
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
