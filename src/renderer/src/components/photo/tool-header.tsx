import { ArrowLeft } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The frame of a photo tool page: full height, gold glow, centred content. */
export function ToolPage({ children }: { children: ReactNode }) {
  return (
    <div className="bg-hive-glow flex-1">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        {children}
      </div>
    </div>
  );
}

/** The top of a photo tool: back to the dashboard, the tool's badge, title and one line on what it does. */
export function ToolHeader({
  badge,
  icon: Icon,
  title,
  description,
  children,
}: {
  badge: string;
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={paths.dashboard}
          className="text-muted-foreground hover:text-foreground focus-visible:ring-ring inline-flex items-center gap-2 rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-2"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to Dashboard
        </Link>
        <p className="border-gold-400/40 bg-gold-400/10 text-gold-200 inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold tracking-[0.18em]">
          <Icon className="text-gold-400 size-3.5" aria-hidden />
          {badge}
        </p>
      </div>
      <div>
        <h1 className="text-foreground text-3xl font-semibold tracking-tight sm:text-4xl">
          {title}
        </h1>
        <p className="text-muted-foreground mt-2 max-w-2xl text-base leading-relaxed">
          {description}
        </p>
      </div>
      {children}
    </header>
  );
}

/** A titled card of a tool page. */
export function ToolCard({
  title,
  icon: Icon,
  action,
  children,
  className,
  labelId,
}: {
  title: string;
  icon?: LucideIcon;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  labelId: string;
}) {
  return (
    <section
      aria-labelledby={labelId}
      className={`rounded-card border-border bg-surface/85 shadow-panel min-w-0 border p-5 sm:p-6 ${className ?? ''}`}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2
          id={labelId}
          className="text-foreground flex items-center gap-2 text-base font-semibold"
        >
          {Icon && <Icon className="text-gold-400 size-4" aria-hidden />}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
