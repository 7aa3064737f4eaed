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
      body: {
        prompt: 'sunny beach',
        shadow: false,
        placement: 'center',
        scale: 0.8,
        margin: 0.04,
        size: 'auto',
      },
      problem: null,
    });
  });

  it('sends a colour with an empty prompt', () => {
    expect(
      backgroundRequest({ mode: 'color', prompt: 'ignored', color: '#112233', shadow: true }),
    ).toEqual({
      body: {
        prompt: '',
        color: '#112233',
        shadow: true,
        placement: 'center',
        scale: 0.8,
        margin: 0.04,
        size: 'auto',
      },
      problem: null,
    });
  });

  it('sends the chosen placement, subject size and output size', () => {
    expect(
      backgroundRequest({
        mode: 'prompt',
        prompt: 'marble table',
        color: '#000000',
        shadow: true,
        layout: { placement: 'left', scale: 0.6, size: 'marketplace' },
      }).body,
    ).toMatchObject({ placement: 'left', scale: 0.6, size: 'marketplace' });
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
