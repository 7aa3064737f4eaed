import { describe, expect, it } from 'vitest';
import { backgroundRequest } from './background-request';

describe('backgroundRequest', () => {
  it('sends a trimmed prompt and the shadow switch', () => {
    expect(
      backgroundRequest({
        mode: 'prompt',
        prompt: '  sunny beach ',
        color: '#000000',
        shadow: false,
      }),
    ).toEqual({
      body: { prompt: 'sunny beach', shadow: false },
      problem: null,
    });
  });

  it('sends a colour with an empty prompt', () => {
    expect(
      backgroundRequest({ mode: 'color', prompt: 'ignored', color: '#112233', shadow: true }),
    ).toEqual({
      body: { prompt: '', color: '#112233', shadow: true },
      problem: null,
    });
  });

  it('holds the run until a scene is described', () => {
    expect(
      backgroundRequest({ mode: 'prompt', prompt: '   ', color: '#000000', shadow: true }).problem,
    ).toMatch(/Describe the scene/);
  });

  it('refuses a colour the server would refuse', () => {
    expect(
      backgroundRequest({ mode: 'color', prompt: '', color: 'gold', shadow: true }).problem,
    ).not.toBeNull();
  });
});
