import { describe, expect, it } from 'vitest';
import { TOOLS } from '@contracts/tools/tool-registry';
import { paths } from './paths';
import {
  chromelessPaths,
  decideGuard,
  routeEntries,
  safeRedirectTarget,
  showsChrome,
} from './routes';

describe('route table', () => {
  it("lists the spec's 11 public routes, the generator-only page, the two share pages and 24 sign-in-required routes", () => {
    expect(routeEntries.filter((entry) => entry.access === 'public')).toHaveLength(14);
    expect(
      routeEntries.filter((entry) => entry.path.startsWith('/shared/')).map((entry) => entry.path),
    ).toEqual(['/shared/moodboard/:id', '/shared/recording/:id']);
    expect(routeEntries.filter((entry) => entry.access === 'signed-in')).toHaveLength(24);
    expect(new Set(routeEntries.map((entry) => entry.path)).size).toBe(routeEntries.length);
  });

  it('has one sign-in-required route for every tool of the registry, at its path and title', () => {
    for (const tool of TOOLS) {
      const entries = routeEntries.filter((entry) => entry.path === tool.path);
      expect(entries, tool.id).toEqual([
        {
          path: tool.path,
          title: tool.title,
          access: 'signed-in',
          chrome: tool.chrome,
          toolId: tool.id,
        },
      ]);
    }
    expect(routeEntries.filter((entry) => entry.toolId)).toHaveLength(TOOLS.length);
  });

  it('hides the chrome on exactly the routes spec 2.1 lists', () => {
    expect([...chromelessPaths].sort()).toEqual(
      [
        '/artwork-generator',
        '/video-generator',
        '/hive-edit',
        '/logo-creator',
        '/background-generator',
        '/svg-generator',
        '/vector-illustrations',
        '/presentation-recorder',
        '/advertising-video-generator',
        '/moodboard-generator',
        '/background-remover',
        '/object-remover',
        '/image-enhancer',
        '/auth',
        '/forgot-password',
        '/reset-password',
      ].sort(),
    );
  });

  it('hides the chrome on tool and auth routes, with or without a trailing slash', () => {
    expect(showsChrome(paths.artworkGenerator)).toBe(false);
    expect(showsChrome('/auth/')).toBe(false);
    expect(showsChrome(paths.resetPassword)).toBe(false);
  });

  it('shows the chrome everywhere else, including unknown paths', () => {
    expect(showsChrome(paths.home)).toBe(true);
    expect(showsChrome(paths.dashboard)).toBe(true);
    expect(showsChrome('/no-such-page')).toBe(true);
  });
});

describe('sign-in guard', () => {
  it('waits while the auth state loads', () => {
    expect(
      decideGuard({ isLoading: true, isAuthenticated: false }, { pathname: '/dashboard' }),
    ).toEqual({ kind: 'wait' });
  });

  it('lets signed-in users through', () => {
    expect(
      decideGuard({ isLoading: false, isAuthenticated: true }, { pathname: '/dashboard' }),
    ).toEqual({ kind: 'allow' });
  });

  it('sends signed-out visitors to sign in, keeping the full target', () => {
    const decision = decideGuard(
      { isLoading: false, isAuthenticated: false },
      { pathname: '/checkout', search: '?plan=pro', hash: '#top' },
    );
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/auth?type=signin&redirect=%2Fcheckout%3Fplan%3Dpro%23top',
    });
    if (decision.kind !== 'redirect') return;
    const query = new URL(decision.to, 'http://x').searchParams;
    expect(query.get('redirect')).toBe('/checkout?plan=pro#top');
  });
});

describe('redirect after sign-in', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirectTarget('/my-designs?tab=all')).toBe('/my-designs?tab=all');
  });

  it('maps the buy buttons\' "pricing" to the pricing page', () => {
    expect(safeRedirectTarget('pricing')).toBe(paths.pricing);
  });

  it('refuses other origins and falls back to the dashboard', () => {
    expect(safeRedirectTarget('https://evil.example')).toBe(paths.dashboard);
    expect(safeRedirectTarget('//evil.example')).toBe(paths.dashboard);
    expect(safeRedirectTarget('/\\evil.example')).toBe(paths.dashboard);
    expect(safeRedirectTarget(null)).toBe(paths.dashboard);
  });
});
