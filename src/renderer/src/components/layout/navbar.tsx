import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { authPath, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { CreditPill } from './credit-pill';
import { AiToolsMenuLauncher, MobileMenuLauncher, ProfileMenuLauncher } from './navbar-launchers';
import { navLinks } from './nav-links';
import type { NavLinkEntry } from './nav-links';
import { usePricingLink } from './use-pricing-link';

const linkClass =
  'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-foreground/80 transition-colors outline-none hover:bg-white/5 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring';
const activeClass = 'bg-gold-400/10 text-gold-200 hover:bg-gold-400/15 hover:text-gold-100';

function NavItem({ entry }: { entry: NavLinkEntry }) {
  const location = useLocation();
  const goToPricing = usePricingLink();
  const active = location.pathname === entry.to;
  if (entry.kind === 'pricing') {
    return (
      <button
        type="button"
        onClick={goToPricing}
        className={cn(linkClass, 'cursor-pointer', active && activeClass)}
      >
        {entry.label}
      </button>
    );
  }
  return (
    <Link
      to={entry.to}
      aria-current={active ? 'page' : undefined}
      className={cn(linkClass, active && activeClass)}
    >
      {entry.label}
    </Link>
  );
}

/** The site navbar (spec 2.2): links and AI tools on desktop, a slide-out menu on small screens. */
export function Navbar() {
  const { isAuthenticated } = useAuth();
  const [home, ...rest] = navLinks;
  return (
    <header className="bg-background/75 supports-[backdrop-filter]:bg-background/60 sticky top-0 z-40 border-b border-white/6 backdrop-blur-xl">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link
          to={paths.home}
          aria-label="Hive Studio home"
          className="focus-visible:ring-ring focus-visible:ring-offset-background mr-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-offset-4"
        >
          <Logo />
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          {home && <NavItem entry={home} />}
          <AiToolsMenuLauncher />
          {rest.map((entry) => (
            <NavItem key={entry.label} entry={entry} />
          ))}
        </div>
        <div className="ml-auto flex items-center gap-2">
          {isAuthenticated ? (
            <>
              <CreditPill />
              <div className="hidden lg:block">
                <ProfileMenuLauncher />
              </div>
            </>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button asChild variant="ghost" size="sm" className="h-9">
                <Link to={authPath('signin')}>Sign In</Link>
              </Button>
              <Button asChild variant="primary" size="sm" className="h-9 px-4">
                <Link to={authPath('signup')}>Get Started</Link>
              </Button>
            </div>
          )}
          <MobileMenuLauncher />
        </div>
      </nav>
    </header>
  );
}
