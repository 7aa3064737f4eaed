import { describe, expect, it } from 'vitest';
import { routeEntries } from './routes';
import { allTools, toolCategories } from './tools';

describe('AI tools menu catalogue', () => {
  it("has the spec's 5 categories and 12 tools", () => {
    expect(toolCategories.map((category) => category.name)).toEqual([
      'Edit Tools',
      'Photo Editing',
      'Image Generation',
      'Documents',
      'Video Tools',
    ]);
    expect(allTools).toHaveLength(12);
  });

  it('links every tool to a sign-in-required route', () => {
    for (const tool of allTools) {
      expect(routeEntries.find((entry) => entry.path === tool.path)?.access).toBe('signed-in');
    }
  });

  it('locks no tool behind the Pro badge', () => {
    expect(allTools.some((tool) => tool.badge === 'pro')).toBe(false);
  });
});
