import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { brandMessages, type BrandDetails } from '@contracts/api/brand';
import { AuthContext } from '@/lib/auth/auth-context';
import type { AuthState } from '@/lib/auth/auth-context';
import type { Design } from '@/lib/designs/design-schemas';
import { designKeys } from '@/lib/designs/designs-api';
import { myBrandPalettes } from './brand-colors';
import { DEFAULT_PALETTE, PALETTE_PRESETS, PalettePicker, paletteOf } from './palette-picker';
import type { PaletteState } from './palette-picker';

// "My brand": a saved Brand Blueprint's palette offered by every tool's colour picker, read from
// designs.details as the blueprint saved it, rendered with the app's real providers.

const user = { id: 'user-1' } as User;
const auth: AuthState = {
  user,
  isLoading: false,
  isAuthenticated: true,
  isAdmin: false,
  removeBgApiKey: null,
  claidApiKey: null,
  setRemoveBgApiKey: () => undefined,
  setClaidApiKey: () => undefined,
};

const northwind: BrandDetails = {
  kind: 'brand-blueprint',
  version: 1,
  name: 'Northwind Labs',
  palette: [
    { name: 'Blue', hex: '#1d4ed8', role: 'primary' },
    { name: 'Soft Amber', hex: '#f59e0b', role: 'secondary' },
    { name: 'Soft Green', hex: '#19c281', role: 'accent' },
    { name: 'Ink', hex: '#0f172a', role: 'neutral' },
    { name: 'Graphite', hex: '#545860', role: 'neutral' },
    { name: 'Mist', hex: '#eceef3', role: 'neutral' },
    { name: 'White', hex: '#ffffff', role: 'neutral' },
  ],
  fonts: { heading: 'Montserrat', body: 'Inter' },
  bucket: 'photo-results',
  files: { guideline: 'user-1/job-1/guidelines.pdf', cover: 'user-1/job-1/cover.svg' },
};

function design(
  id: string,
  type: Design['type'],
  createdAt: string,
  details: Record<string, unknown> | null,
): Design {
  return {
    id,
    userId: user.id,
    url: `https://example.test/${id}.svg`,
    prompt: null,
    type,
    model: 'On this computer',
    name: id,
    tags: [],
    folderId: null,
    isPrivate: true,
    createdAt,
    details,
    source: 'server',
  };
}

function render(value: PaletteState, designs: Design[]) {
  const client = new QueryClient();
  client.setQueryData(designKeys.list(user.id), { designs, offline: false });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter>
          <PalettePicker value={value} onChange={() => undefined} name="svg" />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe('"My brand" in the colour picker', () => {
  it('is one of the palette choices', () => {
    expect(PALETTE_PRESETS.brand.label).toBe('My brand');
    const html = render(DEFAULT_PALETTE, []);
    expect(html).toContain('My brand');
  });

  it('reads saved blueprints’ palettes: brand colours, accent, ink and mist, deep to light, newest first', () => {
    const palettes = myBrandPalettes([
      design('old', 'brand-blueprint', '2026-01-01T00:00:00Z', { ...northwind, name: 'Old Brand' }),
      design('logo', 'logo', '2026-03-01T00:00:00Z', null),
      design('broken', 'brand-blueprint', '2026-04-01T00:00:00Z', { kind: 'something else' }),
      design('new', 'brand-blueprint', '2026-02-01T00:00:00Z', northwind),
    ]);
    expect(palettes).toEqual([
      {
        id: 'new',
        name: 'Northwind Labs',
        colors: ['#0f172a', '#1d4ed8', '#19c281', '#f59e0b', '#eceef3'],
      },
      {
        id: 'old',
        name: 'Old Brand',
        colors: ['#0f172a', '#1d4ed8', '#19c281', '#f59e0b', '#eceef3'],
      },
    ]);
  });

  it('sends the chosen blueprint’s colours, and nothing before one is chosen', () => {
    const myBrand = {
      id: 'new',
      name: 'Northwind Labs',
      colors: ['#0f172a', '#1d4ed8', '#eceef3'],
    };
    expect(paletteOf({ ...DEFAULT_PALETTE, choice: 'brand', myBrand })).toEqual(myBrand.colors);
    expect(paletteOf({ ...DEFAULT_PALETTE, choice: 'brand' })).toBeUndefined();
  });

  it('shows the brand’s name and colours when picked', () => {
    const myBrand = myBrandPalettes([
      design('new', 'brand-blueprint', '2026-02-01T00:00:00Z', northwind),
    ])[0]!;
    const html = render({ ...DEFAULT_PALETTE, choice: 'brand', myBrand }, [
      design('new', 'brand-blueprint', '2026-02-01T00:00:00Z', northwind),
    ]);
    expect(html).toContain('data-testid="my-brand"');
    expect(html).toContain('Northwind Labs');
    expect(html).toContain('background-color:#1d4ed8');
    expect(html).toContain(brandMessages.myBrandHint);
  });

  it('says how to get one when no blueprint is saved', () => {
    const html = render({ ...DEFAULT_PALETTE, choice: 'brand' }, [
      design('logo', 'logo', '2026-03-01T00:00:00Z', null),
    ]);
    expect(html).toContain('data-testid="my-brand-empty"');
    expect(html).toContain('href="/brand-blueprint"');
  });
});
