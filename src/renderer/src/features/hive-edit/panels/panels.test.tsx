import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { StateProvider } from '@/lib/state';
import {
  blankDocument,
  makeImageLayer,
  makeShapeLayer,
  makeTextLayer,
  type EditorDocument,
  type Layer,
} from '../model/document';
import {
  canUndoAtom,
  createEditorStore,
  docAtom,
  runCommandAtom,
  undoAtom,
  type EditorStore,
} from '../state/editor-store';
import { CropEditor } from './crop-dialog';
import { LayersPanel } from './layers-panel';
import { dropTarget } from './panel-math';
import { PropertiesPanel } from './properties-panel';
import { shortcutSections } from './shortcuts-sheet';

const text = { ...makeTextLayer({ x: 10, y: 20 }), id: 'text1', name: 'Title' };
const picture = {
  ...makeImageLayer({ width: 1000, height: 1000 }, { asset: 'a.png', width: 800, height: 600 }),
  id: 'pic1',
  name: 'Photo',
};
const star = { ...makeShapeLayer('star', { x: 0, y: 0 }), id: 'star1', name: 'Star' };

function storeWith(layers: Layer[], selection: string[] = []): EditorStore {
  const doc: EditorDocument = { ...blankDocument(1080, 1080), layers };
  const store = createEditorStore(doc, null);
  if (selection.length > 0) store.set(runCommandAtom, { id: 'select', args: { ids: selection } });
  return store;
}

const render = (store: EditorStore, node: ReactNode): string =>
  renderToStaticMarkup(<StateProvider store={store}>{node}</StateProvider>);

/** The attributes of the tag `name` whose content (up to its end tag) ends with `text`. */
function tagWith(html: string, name: string, text: string): string {
  const match = new RegExp(`<${name}([^>]*)>((?!<${name}[ >]).)*?${text}</${name}>`).exec(html);
  if (!match) throw new Error(`no <${name}> with ${text}`);
  return match[1] ?? '';
}

describe('PropertiesPanel', () => {
  it('shows the canvas when nothing is selected', () => {
    const html = render(storeWith([text]), <PropertiesPanel onCrop={() => undefined} />);
    expect(html).toContain('Canvas width');
    expect(html).toContain('value="1080"');
    expect(html).toContain('Instagram post (1080 × 1080)');
    expect(tagWith(html, 'option', 'Instagram post \\(1080 × 1080\\)')).toContain('selected');
    expect(html).toContain('Transparent');
    expect(html).toContain('Background colour');
  });

  it("shows a text layer's font, the family's weights and its style", () => {
    const html = render(storeWith([text], ['text1']), <PropertiesPanel onCrop={() => undefined} />);
    expect(html).toContain('<h2');
    expect(html).toContain('Title');
    expect(tagWith(html, 'option', 'Inter')).toContain('selected');
    // Inter ships 400, 600 and 700.
    expect(html).toContain('>Regular<');
    expect(html).toContain('>Semi-bold<');
    expect(tagWith(html, 'option', 'Bold')).toContain('selected');
    expect(html).toMatch(/aria-label="Italic"[^>]*aria-pressed="false"/);
    expect(html).toMatch(/aria-label="Align text left"[^>]*aria-pressed="true"/);
    expect(html).toContain('Font size');
    expect(html).toContain('Letter spacing');
    expect(html).toContain('Shadow');
    expect(html).toContain('Outline');
    expect(html).not.toContain('This layer is locked');
  });

  it('shows crop, flips and the adjustments for a picture', () => {
    const html = render(
      storeWith([picture], ['pic1']),
      <PropertiesPanel onCrop={() => undefined} />,
    );
    expect(tagWith(html, 'button', 'Crop')).not.toContain('disabled=""');
    expect(html).toMatch(/aria-label="Flip horizontally"[^>]*aria-pressed="false"/);
    for (const label of ['Brightness', 'Contrast', 'Saturation', 'Hue', 'Blur', 'Sharpen'])
      expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain('aria-label="Reset brightness"');
    expect(tagWith(html, 'option', 'Normal')).toContain('selected');
  });

  it("shows a star's points and inner size", () => {
    const html = render(storeWith([star], ['star1']), <PropertiesPanel onCrop={() => undefined} />);
    expect(html).toContain('Points');
    expect(html).toContain('aria-label="Inner size"');
    expect(html).toContain('Fill colour');
    expect(html).not.toContain('Corner radius');
  });

  it('disables a locked layer with a note', () => {
    const store = storeWith([{ ...text, locked: true }], ['text1']);
    const html = render(store, <PropertiesPanel onCrop={() => undefined} />);
    expect(html).toContain('This layer is locked.');
    expect(tagWith(html, 'button', 'Unlock')).not.toContain('disabled=""');
    expect(html).toMatch(/<input[^>]*id="[^"]*"[^>]*type="number"[^>]*disabled=""/);
    expect(html).toMatch(/<select[^>]*disabled=""/);
  });

  it('shows what several layers share, "Mixed" otherwise, with align and distribute', () => {
    const html = render(
      storeWith([text, { ...star, y: 20 }], ['text1', 'star1']),
      <PropertiesPanel onCrop={() => undefined} />,
    );
    expect(html).toContain('2 layers');
    expect(html).toContain('placeholder="Mixed"');
    expect(html).toMatch(/value="20"/);
    expect(html).toContain('aria-label="Align left"');
    expect(html).toContain('aria-label="Space evenly across"');
    expect(html).not.toContain('Font size');
  });
});

describe('LayersPanel', () => {
  it('lists the layers top first as a tree grid, the selected one marked', () => {
    const store = storeWith([picture, text], ['text1']);
    const html = render(store, <LayersPanel />);
    expect(html).toContain('role="treegrid"');
    expect(html.indexOf('Title')).toBeLessThan(html.indexOf('Photo'));
    expect(html).toMatch(/role="row" aria-label="Title, Text" aria-level="1" aria-selected="true"/);
    expect(html).toMatch(/aria-label="Hide Title" aria-pressed="false"/);
    expect(html).toMatch(/aria-label="Lock Photo" aria-pressed="false"/);
    expect(tagWith(html, 'button', 'Duplicate')).not.toContain('disabled=""');
    expect(tagWith(html, 'button', 'Delete')).not.toContain('disabled=""');
    // Ungroup needs a group.
    expect(tagWith(html, 'button', 'Ungroup')).toContain('disabled=""');
  });

  it('says so when there are no layers', () => {
    expect(render(storeWith([]), <LayersPanel />)).toContain('No layers yet.');
  });
});

describe('reordering from the layers panel', () => {
  it('turns a drop into z-order commands that undo in one step', () => {
    const a = { ...star, id: 'a', name: 'A' };
    const b = { ...star, id: 'b', name: 'B' };
    const c = { ...star, id: 'c', name: 'C' };
    const store = storeWith([a, b, c]);
    const target = dropTarget(store.get(docAtom).layers, 'a', 'c', 'above');
    expect(target).toEqual({ parentId: null, index: 2 });
    store.set(runCommandAtom, { id: 'move-layers', args: { ids: ['a'], ...target } });
    expect(store.get(docAtom).layers.map((layer) => layer.id)).toEqual(['b', 'c', 'a']);
    store.set(undoAtom);
    expect(store.get(docAtom).layers.map((layer) => layer.id)).toEqual(['a', 'b', 'c']);
    expect(store.get(canUndoAtom)).toBe(false);
  });
});

describe('CropEditor', () => {
  it('shows the whole picture with the crop frame, presets and the numbers', () => {
    const layer = { ...picture, crop: { x: 100, y: 50, width: 400, height: 300 } };
    const html = renderToStaticMarkup(
      <Dialog open>
        <CropEditor
          layer={layer}
          imageUrl="blob:x"
          onApply={() => undefined}
          onCancel={() => undefined}
        />
      </Dialog>,
    );
    expect(html).toContain('Crop picture');
    expect(html).toContain('aria-label="Crop frame, 400 × 300 pixels at 100, 50"');
    for (const label of ['Free', 'Original', '1:1', '4:5', '16:9', '9:16'])
      expect(html).toContain(`>${label}</button>`);
    expect(tagWith(html, 'button', 'Free')).toContain('aria-pressed="true"');
    expect(html).toContain('Crop width');
    expect(html).toContain('value="400"');
    expect(tagWith(html, 'button', 'Apply')).not.toContain('disabled=""');
    expect(tagWith(html, 'button', 'Reset')).not.toContain('disabled=""');
  });
});

describe('shortcutSections', () => {
  it('lists the commands with chords by group, with undo, redo and the canvas gestures', () => {
    const sections = shortcutSections(false);
    const titles = sections.map((section) => section.title);
    expect(titles).toContain('Edit');
    expect(titles).toContain('Arrange');
    expect(titles.at(-1)).toBe('Canvas');
    const all = sections.flatMap((section) => section.entries);
    expect(all.find((entry) => entry.label === 'Undo')?.keys).toEqual(['Ctrl+Z']);
    expect(all.find((entry) => entry.label === 'Redo')?.keys).toEqual(['Ctrl+Shift+Z', 'Ctrl+Y']);
    expect(all.find((entry) => entry.label === 'Group')?.keys).toEqual(['Ctrl+G']);
    expect(all.find((entry) => entry.label === 'Delete')?.keys).toEqual(['Del', 'Backspace']);
    expect(all.some((entry) => entry.label === 'Pan the canvas')).toBe(true);
    // Commands without a chord (update-layers, rename) are not listed.
    expect(all.some((entry) => entry.label === 'Change layers')).toBe(false);
    const mac = shortcutSections(true).flatMap((section) => section.entries);
    expect(mac.find((entry) => entry.label === 'Group')?.keys).toEqual(['⌘G']);
  });
});
