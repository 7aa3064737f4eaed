import { describe, expect, it } from 'vitest';
import { fixtureDoc } from '../commands/testing/test-kit';
import {
  blankDocument,
  documentAssets,
  editorDocumentSchema,
  findLayer,
  makeImageLayer,
  makeShapeLayer,
  makeSvgLayer,
  makeTextLayer,
  parseDocument,
  SHAPE_KINDS,
  SIZE_PRESETS,
} from './document';

describe('the editor document', () => {
  it('round-trips every layer type through JSON and the schema unchanged', () => {
    const doc = fixtureDoc();
    const types = new Set(doc.layers.map((layer) => layer.type));
    expect(types).toEqual(new Set(['image', 'text', 'shape', 'svg', 'group']));
    const stored = JSON.parse(JSON.stringify(doc)) as unknown;
    expect(parseDocument(stored)).toEqual(doc);
  });

  it('makes layers that pass the schema, for every shape and size preset', () => {
    for (const preset of SIZE_PRESETS) {
      const doc = blankDocument(preset.width, preset.height);
      const layers = [
        makeTextLayer({ x: 10, y: 10 }),
        ...SHAPE_KINDS.map((kind) => makeShapeLayer(kind, { x: 0, y: 0 })),
        makeImageLayer(doc, { asset: 'a-1.png', width: 4000, height: 3000 }),
        makeSvgLayer(doc, { asset: 'v-1.svg', width: 24, height: 24 }),
      ];
      expect(editorDocumentSchema.safeParse({ ...doc, layers }).success).toBe(true);
    }
  });

  it('fits a picture inside the canvas without enlarging it, centred', () => {
    const doc = blankDocument(1080, 1080);
    const large = makeImageLayer(doc, { asset: 'a.png', width: 2160, height: 1080 });
    expect(large).toMatchObject({ x: 0, y: 270, width: 1080, height: 540 });
    const small = makeImageLayer(doc, { asset: 'b.png', width: 200, height: 100 });
    expect(small).toMatchObject({ x: 440, y: 490, width: 200, height: 100 });
  });

  it('refuses what is not a document: another schema, bad colours, asset paths that leave the folder, unknown layers', () => {
    const doc = fixtureDoc();
    expect(parseDocument({ ...doc, schema: 2 })).toBeNull();
    expect(parseDocument({ ...doc, background: 'red' })).toBeNull();
    expect(parseDocument({ ...doc, width: 9000 })).toBeNull();
    const image = doc.layers.find((layer) => layer.type === 'image')!;
    expect(parseDocument({ ...doc, layers: [{ ...image, asset: '../other/x.png' }] })).toBeNull();
    expect(parseDocument({ ...doc, layers: [{ ...image, type: 'video' }] })).toBeNull();
    expect(parseDocument({ schema: 99, layers: 'broken' })).toBeNull();
  });

  it('finds layers inside groups and lists the assets once', () => {
    const doc = fixtureDoc();
    for (const layer of doc.layers) expect(findLayer(doc, layer.id)).toBe(layer);
    const assets = documentAssets(doc);
    expect(new Set(assets).size).toBe(assets.length);
    expect(assets.length).toBeGreaterThan(0);
    expect(findLayer(doc, 'nope')).toBeNull();
  });
});
