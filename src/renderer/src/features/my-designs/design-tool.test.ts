import { describe, expect, it } from 'vitest';
import { designTool, videoPoster } from './design-tool';

describe('the tool a creation opens in', () => {
  it('reopens a logo or a kit that kept its details, by its id', () => {
    const details = { kind: 'saved' };
    expect(designTool({ id: 'a b', type: 'logo', details })).toEqual({
      label: 'Logo Creator',
      href: '/logo-creator?design=a%20b',
    });
    expect(designTool({ id: 'k1', type: 'logo-kit', details })).toEqual({
      label: 'Logo Marketing',
      href: '/logo-marketing?design=k1',
    });
  });

  it('opens the tool empty for a creation without details, or a tool that does not reopen', () => {
    expect(designTool({ id: 'x', type: 'logo', details: null }).href).toBe('/logo-creator');
    expect(designTool({ id: 'x', type: 'vector', details: { a: 1 } })).toEqual({
      label: 'SVG Generator',
      href: '/svg-generator',
    });
  });

  it('reopens a saved moodboard from its board, not its details', () => {
    const board = { version: 1 };
    expect(
      designTool({ id: 'm1', type: 'moodboard', details: null, moodboardData: board }),
    ).toEqual({ label: 'Moodboard Generator', href: '/moodboard-generator?design=m1' });
    expect(
      designTool({ id: 'm1', type: 'moodboard', details: null, moodboardData: null }).href,
    ).toBe('/moodboard-generator');
  });

  it('reopens a saved video in the AI Video Generator and shows its poster in the library', () => {
    const details = {
      poster_url: 'https://x.test/poster.jpg',
      width: 1280,
      height: 720,
      duration_seconds: 5,
      task: 'text-to-video',
      aspect_ratio: '16:9',
      quality: 'standard',
      motion: 'auto',
      engine_kind: 'local',
    };
    expect(designTool({ id: 'v1', type: 'video', details })).toEqual({
      label: 'AI Video Generator',
      href: '/video-generator?design=v1',
    });
    expect(videoPoster({ type: 'video', details })).toBe('https://x.test/poster.jpg');
    // Details that are not a video's (or none) give no poster: the card falls back to the file.
    expect(videoPoster({ type: 'video', details: { poster_url: 3 } })).toBeNull();
    expect(videoPoster({ type: 'artwork', details })).toBeNull();
  });

  it('opens a Hive Editor design at its document, and an edited image as a new document', () => {
    const document = '6f1c2a34-0b7e-4c55-9a1d-2e3f4a5b6c7d';
    expect(
      designTool({ id: 'd1', type: 'editor-design', details: { document_id: document } }),
    ).toEqual({ label: 'The Hive Editor', href: `/hive-edit?document=${document}` });
    // Without its document id the editor opens empty.
    expect(designTool({ id: 'd1', type: 'editor-design', details: null })).toEqual({
      label: 'The Hive Editor',
      href: '/hive-edit',
    });
    expect(designTool({ id: 'e 1', type: 'edited-image', details: null })).toEqual({
      label: 'The Hive Editor',
      href: '/hive-edit?design=e%201',
    });
  });

  it('reopens a saved ad in the Advertising Video Generator', () => {
    const details = { tool: 'advertising-video-generator', poster_url: 'https://x.test/p.jpg' };
    expect(designTool({ id: 'ad1', type: 'video', details })).toEqual({
      label: 'Advertising Video Generator',
      href: '/advertising-video-generator?design=ad1',
    });
    expect(videoPoster({ type: 'video', details })).toBe('https://x.test/p.jpg');
  });
});
