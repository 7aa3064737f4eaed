import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** The frame of the sign-in screens (no site chrome, spec 2.1): logo home, one card, legal links. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-hive-glow relative flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md">
        <Link
          to={paths.home}
          aria-label="Hive Studio home"
          className="focus-visible:ring-ring mx-auto mb-8 flex w-fit rounded-lg outline-none focus-visible:ring-2"
        >
          <Logo size="md" />
        </Link>
        <section className="rounded-card border-border bg-surface/90 shadow-panel border p-6 backdrop-blur sm:p-8">
          <h1 className="text-foreground text-2xl font-semibold tracking-tight">{title}</h1>
          {subtitle && <p className="text-muted-foreground mt-1.5 text-sm">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </section>
        <p className="text-subtle-foreground mt-6 text-center text-xs">
          By continuing you agree to our{' '}
          <Link to={paths.terms} className="hover:text-foreground underline underline-offset-2">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy} className="hover:text-foreground underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
