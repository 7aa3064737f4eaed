import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SIGNUP_BONUS_CREDITS } from '@contracts/domain/credits';
import { MODERN_TOOL_CARDS } from '@contracts/tools/tool-showcases';
import { isAvailable } from '@contracts/tools/tool-views';
import { ToolIcon } from '@/components/layout/tool-icon';
import { ComingSoonMark } from '@/components/layout/tool-marks';
import { Button } from '@/components/ui/button';
import { anchors, authPath, homeAnchorPath, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

const navLinks = [
  { label: 'Tools', to: '#tools' },
  { label: 'Gallery', to: `${paths.home}#gallery` },
  { label: 'Pricing', to: homeAnchorPath(anchors.pricing) },
  { label: 'About', to: paths.about },
];

/** /modern (spec 2.1): the alternate landing — its own nav (Tools, Gallery, Pricing, About), a hero and six tool cards. */
export function ModernLandingPage() {
  const { isAuthenticated } = useAuth();
  return (
    <div className="flex flex-col">
      <nav aria-label="Modern landing" className="border-border border-b">
        <ul className="mx-auto flex max-w-7xl items-center justify-center gap-1 px-4 py-2 sm:gap-4">
          {navLinks.map((link) => (
            <li key={link.label}>
              {link.to.startsWith('#') ? (
                <a
                  href={link.to}
                  className="text-muted-foreground hover:text-foreground focus-visible:ring-ring rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2"
                >
                  {link.label}
                </a>
              ) : (
                <Link
                  to={link.to}
                  className="text-muted-foreground hover:text-foreground focus-visible:ring-ring rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2"
                >
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <section
        aria-labelledby="modern-hero-title"
        className="bg-hive-glow relative overflow-hidden"
      >
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
          <p className="border-gold-400/30 bg-gold-400/8 text-gold-200 inline-flex rounded-full border px-3.5 py-1.5 text-xs font-medium">
            {SIGNUP_BONUS_CREDITS} free credits · no card needed
          </p>
          <h1
            id="modern-hero-title"
            className="text-foreground mt-6 text-4xl leading-tight font-semibold tracking-tight sm:text-6xl"
          >
            One studio. <span className="text-gold-gradient">Every creative tool.</span>
          </h1>
          <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-lg">
            Generate, edit and export images, videos and logos — 10 second average generation,
            trusted by 100,000+ creators.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="primary" size="xl">
              <Link to={isAuthenticated ? paths.dashboard : authPath('signup')}>
                {isAuthenticated ? 'Create Now' : 'Start Creating Free'} <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild variant="secondary" size="xl">
              <a href="#tools">Explore the tools</a>
            </Button>
          </div>
        </div>
      </section>
      <section
        id="tools"
        aria-labelledby="modern-tools-title"
        className="mx-auto w-full max-w-7xl scroll-mt-24 px-4 py-16 sm:px-6 lg:px-8"
      >
        <h2
          id="modern-tools-title"
          className="text-foreground text-center text-3xl font-semibold tracking-tight"
        >
          Tools
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {MODERN_TOOL_CARDS.map(({ tool, title, body }) => (
            <li key={tool.id} data-testid="modern-tool" data-status={tool.status}>
              <Link
                to={tool.path}
                className="rounded-card border-border bg-surface/70 hover:border-gold-400/50 focus-visible:ring-ring group flex h-full flex-col border p-6 outline-none focus-visible:ring-2"
              >
                <span className="border-gold-400/30 bg-gold-400/10 flex size-11 items-center justify-center rounded-xl border">
                  <ToolIcon icon={tool.icon} className="text-gold-300 size-5" />
                </span>
                <h3 className="text-foreground mt-4 text-lg font-semibold">{title}</h3>
                <p className="text-muted-foreground mt-1 flex-1 text-sm">{body}</p>
                {isAvailable(tool) ? (
                  <span className="text-gold-300 mt-4 inline-flex items-center gap-1.5 text-sm font-medium">
                    Open{' '}
                    <ArrowRight
                      className="size-3.5 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                      aria-hidden
                    />
                  </span>
                ) : (
                  <span className="mt-4 w-fit">
                    <ComingSoonMark />
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
