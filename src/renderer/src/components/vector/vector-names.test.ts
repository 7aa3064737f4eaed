import { describe, expect, it } from 'vitest';
import { vectorDesignLabels, vectorFileStem } from './vector-names';

describe('vectorFileStem', () => {
  it('keeps the first words of a prompt as plain ASCII, with the suffix', () => {
    expect(vectorFileStem('A cosy Cabin in the snow, at night!', 'svg-1')).toBe(
      'a-cosy-cabin-in-the-svg-1',
    );
    expect(vectorFileStem('Crème brûlée café', 'svg-2')).toBe('creme-brulee-cafe-svg-2');
  });

  it('drops an image extension from a traced file’s name', () => {
    expect(vectorFileStem('My Logo.PNG', 'vector')).toBe('my-logo-vector');
  });

  it('falls back to “vector” when nothing usable is left', () => {
    expect(vectorFileStem('!!! ???', 'illustration-1')).toBe('vector-illustration-1');
  });
});

describe('vectorDesignLabels', () => {
  it('names a design after its prompt and tags it with the tool and the prompt’s words', () => {
    expect(vectorDesignLabels('a lighthouse on a rocky coast at sunset', 'svg')).toEqual({
      name: 'a lighthouse on a rocky coast ...',
      tags: ['svg', 'lighthouse', 'rocky', 'coast', 'sunset'],
    });
  });
});
