import { describe, expect, it } from 'vitest';
import { allTools } from '@/config/tools';
import { costLabel, isAvailable, toolFacts } from './tool-facts';

describe('toolFacts', () => {
  it('knows the cost and runtime of every tool in the menu', () => {
    for (const tool of allTools) expect(toolFacts[tool.path], tool.name).toBeDefined();
  });

  it('uses the spec 9 costs', () => {
    expect(costLabel(toolFacts['/background-remover']!)).toBe('10 credits');
    expect(costLabel(toolFacts['/moodboard-generator']!)).toBe('35 credits');
    expect(costLabel(toolFacts['/video-generator']!)).toBe('25 credits');
    expect(costLabel(toolFacts['/artwork-generator']!)).toBe('from 5 credits');
    expect(costLabel(toolFacts['/invoice-creator']!)).toBe('Free');
  });

  it('marks as available only the tools whose pages are built; the rest are coming soon', () => {
    const available = allTools
      .filter((tool) => isAvailable(toolFacts[tool.path]!))
      .map((tool) => tool.path);
    expect(available.sort()).toEqual(
      [
        '/artwork-generator',
        '/background-generator',
        '/background-remover',
        '/image-enhancer',
        '/object-remover',
      ].sort(),
    );
    expect(isAvailable(toolFacts['/hive-edit']!)).toBe(false);
    expect(isAvailable(toolFacts['/video-generator']!)).toBe(false);
  });
});
