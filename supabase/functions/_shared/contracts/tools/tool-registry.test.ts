/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { CREDIT_COSTS } from '../domain/credits.ts';
import { TOOL_CATEGORIES } from './tool-definition.ts';
import { TOOL_PATHS, TOOLS } from './tool-registry.ts';
import type { ToolId } from './tool-registry.ts';
import { MODERN_TOOL_CARDS, QUICK_ACCESS_CARDS } from './tool-showcases.ts';
import { MENU_TOOLS, TOOL_MENU, shownBadges, toolById, toolCostLabel } from './tool-views.ts';

// Files read as text through Vite's glob (src/shared may not import node:fs): the migrations that
// seed the server's costs, the edge-function folders and the e2e page objects.
const migrations = import.meta.glob<string>('/supabase/migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const functionFolders = new Set(
  Object.keys(import.meta.glob('/supabase/functions/*/index.ts')).map((file) => file.split('/')[3]),
);
const pageObjects = new Set(
  Object.keys(import.meta.glob('/tests/e2e/pages/*.ts')).map((file) => file.split('/').pop()),
);

/** The e2e page object that drives each available tool (tests/e2e/pages). */
const PAGE_OBJECT_FOR_TOOL: Partial<Record<ToolId, string>> = {
  'background-remover': 'photo-page.ts',
  'object-remover': 'photo-page.ts',
  'image-enhancer': 'photo-page.ts',
  'background-generator': 'photo-page.ts',
  'artwork-generator': 'generator-page.ts',
  'svg-generator': 'vector-svg-page.ts',
  'vector-illustrations': 'vector-illustrations-page.ts',
  'logo-creator': 'logo-creator-page.ts',
  'logo-marketing': 'logo-marketing-page.ts',
  'brand-blueprint': 'brand-blueprint-page.ts',
  'invoice-creator': 'invoice-page.ts',
  'moodboard-generator': 'moodboard-page.ts',
  'video-generator': 'video-page.ts',
  'advertising-video-generator': 'ad-video-page.ts',
  'presentation-recorder': 'recorder-page.ts',
  'hive-edit': 'hive-edit-page.ts',
};

/** credit_costs as the migrations leave it: seeded rows, later upserts and updates applied in order. */
function seededCosts(): Map<string, number> {
  const costs = new Map<string, number>();
  for (const file of Object.keys(migrations).sort()) {
    const sql = migrations[file]!.replace(/--[^\n]*/g, '');
    for (const insert of sql.matchAll(/insert into public\.credit_costs\b[^;]*?values([^;]*)/gi)) {
      for (const row of insert[1]!.matchAll(/\(\s*'([^']+)'\s*,\s*(\d+)\s*,/g))
        costs.set(row[1]!, Number(row[2]));
    }
    for (const update of sql.matchAll(
      /update public\.credit_costs\s+set\s+credits\s*=\s*(\d+)\s+where\s+key\s*=\s*'([^']+)'/gi,
    ))
      costs.set(update[2]!, Number(update[1]));
  }
  return costs;
}

describe('tool registry', () => {
  it('gives every tool a unique kebab-case id and a unique path', () => {
    const ids = TOOLS.map((tool) => tool.id);
    const toolPaths = TOOLS.map((tool) => tool.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(toolPaths).size).toBe(toolPaths.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const tool of TOOLS) expect(TOOL_PATHS[tool.id]).toBe(tool.path);
  });

  it('builds the AI tools menu of spec 2.2: 5 categories in order, 12 tools', () => {
    expect(TOOL_MENU.map((category) => category.name)).toEqual([...TOOL_CATEGORIES]);
    expect(
      Object.fromEntries(
        TOOL_MENU.map((category) => [category.name, category.tools.map((tool) => tool.path)]),
      ),
    ).toEqual({
      'Edit Tools': ['/hive-edit'],
      'Photo Editing': [
        '/background-remover',
        '/object-remover',
        '/image-enhancer',
        '/background-generator',
      ],
      'Image Generation': [
        '/artwork-generator',
        '/svg-generator',
        '/vector-illustrations',
        '/moodboard-generator',
      ],
      Documents: ['/invoice-creator'],
      'Video Tools': ['/presentation-recorder', '/video-generator'],
    });
    expect(MENU_TOOLS).toHaveLength(12);
  });

  it('hides the chrome on exactly the tool routes spec 2.1 names', () => {
    expect(
      TOOLS.filter((tool) => tool.chrome === 'hidden')
        .map((tool) => tool.path)
        .sort(),
    ).toEqual(
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
      ].sort(),
    );
  });

  it('puts no New badge on a coming-soon tool, and locks no tool behind Pro', () => {
    for (const tool of TOOLS) {
      if (tool.status === 'coming-soon') {
        expect(tool.badges, tool.id).not.toContain('new');
        expect(shownBadges(tool), tool.id).toEqual([]);
      }
      expect(tool.badges, tool.id).not.toContain('pro');
    }
    expect(TOOLS.some((tool) => shownBadges(tool).includes('new'))).toBe(true);
  });

  it('gives every tool at least one engine, none twice', () => {
    for (const tool of TOOLS) {
      expect(tool.engines.length, tool.id).toBeGreaterThan(0);
      expect(new Set(tool.engines).size, tool.id).toBe(tool.engines.length);
    }
  });

  it('names only cost keys the migrations seed, at the same number as the display copy', () => {
    const seeded = seededCosts();
    expect(seeded.size).toBeGreaterThan(0);
    for (const tool of TOOLS) {
      for (const key of [...tool.costKeys, ...(tool.followUpCostKeys ?? [])]) {
        expect(seeded.get(key), `${tool.id}: ${key}`).toBe(CREDIT_COSTS[key]);
      }
    }
  });

  it('names an existing edge function for every tool that charges, and only existing ones', () => {
    expect(functionFolders.size).toBeGreaterThan(0);
    for (const tool of TOOLS) {
      if (tool.status === 'available' && tool.costKeys.length > 0)
        expect(tool.functions.length, tool.id).toBeGreaterThan(0);
      for (const name of tool.functions)
        expect(functionFolders, `${tool.id}: ${name}`).toContain(name);
    }
  });

  it('has a credit-history label exactly for the tools that charge', () => {
    for (const tool of TOOLS) {
      expect(tool.creditLabel !== null, tool.id).toBe(tool.costKeys.length > 0);
    }
  });

  it('has an e2e page object for every available tool', () => {
    const available = TOOLS.filter((tool) => tool.status === 'available').map((tool) => tool.id);
    expect(Object.keys(PAGE_OBJECT_FOR_TOOL).sort()).toEqual([...available].sort());
    for (const id of available) {
      expect(pageObjects, id).toContain(PAGE_OBJECT_FOR_TOOL[id]);
    }
  });

  it('labels costs with the spec 9 numbers', () => {
    expect(toolCostLabel(toolById('background-remover'))).toBe('10 credits');
    // A board is 35; "vary this tile" (10) changes a board already made, so the card says 35.
    expect(toolCostLabel(toolById('moodboard-generator'))).toBe('35 credits');
    expect(toolCostLabel(toolById('video-generator'))).toBe('25 credits');
    expect(toolCostLabel(toolById('artwork-generator'))).toBe('from 5 credits');
    expect(toolCostLabel(toolById('invoice-creator'))).toBe('10 credits');
    // A design's first export costs 10 ("others"); editing, saving and later exports are free.
    expect(toolCostLabel(toolById('hive-edit'))).toBe('10 credits');
  });
});

describe('tool showcases', () => {
  it('leads the Quick Access cards to the spec 2.4 tools, in order', () => {
    expect(QUICK_ACCESS_CARDS.map((card) => [card.title, card.tool.path])).toEqual([
      ['Create Image', '/artwork-generator'],
      ['Create Video', '/video-generator'],
      ['Edit Image', '/hive-edit'],
    ]);
  });

  it('shows the six /modern tools of spec 2.1', () => {
    expect(MODERN_TOOL_CARDS.map((card) => card.tool.path)).toEqual([
      '/artwork-generator',
      '/background-remover',
      '/video-generator',
      '/logo-creator',
      '/image-enhancer',
      '/hive-edit',
    ]);
  });
});
