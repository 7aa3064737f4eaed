import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '@contracts/tools/tool-registry';
import { routes, toolPages } from './router';

function flatten(list: readonly RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('router', () => {
  it('has a page for exactly the tools the registry calls available', () => {
    const available = TOOLS.filter((tool) => tool.status === 'available').map((tool) => tool.id);
    expect(Object.keys(toolPages).sort()).toEqual([...available].sort());
  });

  it("opens an available tool's own page and one shared coming-soon page for the others", () => {
    const all = flatten(routes);
    const lazyOf = (path: string) => {
      const matching = all.filter((route) => route.path === path);
      expect(matching, path).toHaveLength(1);
      return matching[0]!.lazy;
    };
    const comingSoonPages = new Set<unknown>();
    for (const tool of TOOLS) {
      const lazy = lazyOf(tool.path);
      if (tool.status === 'available') expect(lazy, tool.id).toBe(toolPages[tool.id]);
      else comingSoonPages.add(lazy);
    }
    // Every tool may be built (none is coming soon today): then no route opens the shared page.
    expect(comingSoonPages.size).toBeLessThanOrEqual(1);
    for (const page of comingSoonPages) expect(Object.values(toolPages)).not.toContain(page);
  });
});
