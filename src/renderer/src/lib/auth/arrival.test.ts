import { describe, expect, it } from 'vitest';
import { arrivedByEmailLink, noteArrival } from './arrival';

describe('noteArrival', () => {
  it('tells an e-mail link arrival at the root from every other visit', () => {
    noteArrival({ pathname: '/', search: '?code=0f3c' });
    expect(arrivedByEmailLink()).toBe(true);
    noteArrival({ pathname: '/', search: '' });
    expect(arrivedByEmailLink()).toBe(false);
    noteArrival({ pathname: '/auth', search: '?code=0f3c' });
    expect(arrivedByEmailLink()).toBe(false);
    noteArrival({ pathname: '/', search: '?codex=1' });
    expect(arrivedByEmailLink()).toBe(false);
  });
});
