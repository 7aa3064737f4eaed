// A design drawn in the browser by the same composer the server uses (free: no run, no charge):
// the faces are loaded once (TanStack Query caches them per design's fonts), then every version
// (full colour, black, white, symbol, app icon) is composed synchronously as the design changes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LogoDesign } from '@contracts/api/logo';
import {
  composeLogo,
  loadLogoFaces,
  type ComposedLogo,
  type ComposeOptions,
} from '../../../../../../supabase/functions/_shared/logo/compose/compose-logo.ts';
import type { LogoFaces } from '../../../../../../supabase/functions/_shared/logo/compose/drawing.ts';
import { browserFonts } from '../lib/browser-fonts';

/** What decides a design's faces: its font, style, and the letters it sets. */
function facesKey(design: LogoDesign) {
  return [
    'logo-faces',
    design.font.family,
    design.font.weight,
    design.style,
    design.textCase,
    design.name,
    design.tagline,
    design.symbol.kind === 'monogram' ? design.symbol.letters : '',
  ] as const;
}

export function getLogoFacesQueryOptions(design: LogoDesign) {
  return queryOptions({
    queryKey: facesKey(design),
    queryFn: () => loadLogoFaces(browserFonts(), design),
    staleTime: Infinity,
    // Parsed fonts, not JSON: keep the objects as they are.
    structuralSharing: false,
    retry: 1,
  });
}

/** The versions the workbench shows and downloads. */
export type LogoVersions = {
  color: ComposedLogo;
  black: ComposedLogo;
  white: ComposedLogo;
  symbol: ComposedLogo;
  appIcon: ComposedLogo;
  /** The name is set in the fallback font (the style's fonts lack some letters). */
  fallback: boolean;
};

/** Draws `design` in every version; null while its fonts load (or when they fail). */
export function useComposedLogo(design: LogoDesign | null): {
  versions: LogoVersions | null;
  loading: boolean;
  failed: boolean;
  /** Draws another version on demand (e.g. a favicon with heavier lines). */
  compose: ((options: ComposeOptions) => ComposedLogo) | null;
} {
  const query = useQuery({
    ...getLogoFacesQueryOptions(design ?? placeholder),
    enabled: design !== null,
  });
  const faces: LogoFaces | undefined = query.data;
  const versions = useMemo(() => {
    if (!design || !faces) return null;
    const draw = (options: ComposeOptions) => composeLogo(design, faces, options);
    return {
      color: draw({}),
      black: draw({ tone: 'black' }),
      white: draw({ tone: 'white' }),
      symbol: draw({ part: 'symbol', pixels: 512 }),
      appIcon: draw({ part: 'app-icon', pixels: 512 }),
      fallback: faces.fallback,
    };
  }, [design, faces]);
  const compose = useMemo(
    () =>
      design && faces ? (options: ComposeOptions) => composeLogo(design, faces, options) : null,
    [design, faces],
  );
  return { versions, loading: design !== null && query.isPending, failed: query.isError, compose };
}

// A design for the disabled query's key (never loaded).
const placeholder = {
  name: '-',
  tagline: '',
  style: 'minimal',
  layout: 'wordmark',
  font: { family: 'inter', weight: 400 },
  textCase: 'as-typed',
  letterSpacing: 0,
  colors: { ink: '#000000', primary: '#000000', accent: '#000000' },
  symbol: { kind: 'none' },
  frame: 'none',
  accent: 'none',
} satisfies LogoDesign;
