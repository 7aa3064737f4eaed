import { describe, expect, it } from 'vitest';
import { fitView, MAX_ZOOM, MIN_ZOOM, zoomAbout } from './editor-canvas';

describe('the canvas view', () => {
  it('fits the document in the viewport with a margin, centred', () => {
    const view = fitView({ width: 1080, height: 1920 }, 1000, 800);
    expect(view.zoom).toBeCloseTo((800 - 96) / 1920, 6);
    expect(view.x + (1080 * view.zoom) / 2).toBeCloseTo(500, 6);
    expect(view.y + (1920 * view.zoom) / 2).toBeCloseTo(400, 6);
  });

  it('zooms about the pointer: the document point under it stays under it', () => {
    const view = { zoom: 0.5, x: 100, y: 50 };
    const pointer = { x: 400, y: 300 };
    const next = zoomAbout(view, 1.5, pointer);
    const before = { x: (pointer.x - view.x) / view.zoom, y: (pointer.y - view.y) / view.zoom };
    const after = { x: (pointer.x - next.x) / next.zoom, y: (pointer.y - next.y) / next.zoom };
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it('keeps the zoom within its limits', () => {
    expect(zoomAbout({ zoom: 1, x: 0, y: 0 }, 100, { x: 0, y: 0 }).zoom).toBe(MAX_ZOOM);
    expect(zoomAbout({ zoom: 1, x: 0, y: 0 }, 0, { x: 0, y: 0 }).zoom).toBe(MIN_ZOOM);
  });
});
