import type { ReactNode } from 'react';

/** The frame of a text page: eyebrow, title, intro and content, gold on dark. */
export function PageShell({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <p className="text-gold-400 text-xs font-semibold tracking-[0.2em] uppercase">{eyebrow}</p>
      <h1 className="text-foreground mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">
        {title}
      </h1>
      {intro && (
        <div className="text-muted-foreground mt-5 max-w-2xl text-lg leading-relaxed">{intro}</div>
      )}
      <div className="mt-12">{children}</div>
    </div>
  );
}

/** A titled block of prose inside a page. */
export function ProseSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-border border-t py-8 first:border-t-0 first:pt-0">
      <h2 className="text-foreground text-xl font-semibold">{title}</h2>
      <div className="text-muted-foreground mt-3 flex flex-col gap-3 leading-relaxed">
        {children}
      </div>
    </section>
  );
}
