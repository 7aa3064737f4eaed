import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLS } from '@contracts/tools/tool-registry';
import { offerPhoto, resultFile, sendTargets, takeOfferedPhoto } from './photo-handoff';

afterEach(() => {
  vi.unstubAllGlobals();
  // Leave nothing for the next test.
  takeOfferedPhoto('image-enhancer');
  takeOfferedPhoto('background-remover');
});

describe('sending a result to another tool', () => {
  it('offers the other photo tools of the registry, by their titles', () => {
    const targets = sendTargets('background-remover');
    expect(targets.map((tool) => tool.title)).toEqual([
      'Object Remover',
      'Image Enhancer',
      'Background Generator',
    ]);
    expect(targets.map((tool) => tool.path)).toEqual([
      '/object-remover',
      '/image-enhancer',
      '/background-generator',
    ]);
    // Never the tool itself, never a tool that is not built yet.
    for (const from of ['object-remover', 'image-enhancer', 'background-generator'] as const) {
      const ids = sendTargets(from).map((tool) => tool.id);
      expect(ids).not.toContain(from);
      expect(ids).toHaveLength(3);
    }
    expect(
      sendTargets('image-enhancer').every(
        (tool) => TOOLS.find((entry) => entry.id === tool.id)?.status === 'available',
      ),
    ).toBe(true);
  });

  it('hands the photo to the tool it was sent to, once', () => {
    const photo = new File(['png'], 'cat-no-background.png', { type: 'image/png' });
    offerPhoto({ to: 'image-enhancer', file: photo });
    // Another tool's studio opening meanwhile does not take it.
    expect(takeOfferedPhoto('object-remover')).toBeNull();
    expect(takeOfferedPhoto('image-enhancer')).toBe(photo);
    // Taken: a second visit to the enhancer starts empty.
    expect(takeOfferedPhoto('image-enhancer')).toBeNull();
  });

  it('keeps only the latest photo sent', () => {
    const first = new File(['1'], 'first.png', { type: 'image/png' });
    const second = new File(['2'], 'second.png', { type: 'image/png' });
    offerPhoto({ to: 'image-enhancer', file: first });
    offerPhoto({ to: 'background-remover', file: second });
    expect(takeOfferedPhoto('image-enhancer')).toBeNull();
    expect(takeOfferedPhoto('background-remover')).toBe(second);
  });

  it('reads the result into a file under its download name, with its type', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['bytes'], { type: 'image/png' })));
    vi.stubGlobal('fetch', fetchMock);
    const file = await resultFile('http://127.0.0.1/storage/out.png', 'cat-no-background.png');
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1/storage/out.png');
    expect(file.name).toBe('cat-no-background.png');
    expect(file.type).toBe('image/png');
    expect(await file.text()).toBe('bytes');
  });

  it('refuses to send what could not be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    await expect(resultFile('http://127.0.0.1/storage/gone.png', 'gone.png')).rejects.toThrow(
      'HTTP error! status: 404',
    );
  });
});
