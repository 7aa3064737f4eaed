import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { INVOICE_FONTS } from '../contracts/api/invoices.ts';
import { FONT_FAMILIES } from '../fonts/catalogue.ts';
import { loadInvoiceFaces } from './pdf-fonts.ts';

describe('invoice fonts', () => {
  it('offers every shipped family, at weights that are shipped', () => {
    expect(INVOICE_FONTS.map((font) => font.id).sort()).toEqual(
      FONT_FAMILIES.map((family) => family.id).sort(),
    );
    for (const font of INVOICE_FONTS) {
      const family = FONT_FAMILIES.find((candidate) => candidate.id === font.id)!;
      expect(family.weights, font.id).toContain(font.regular);
      expect(family.weights, font.id).toContain(font.bold);
    }
  });

  it('sets Greek and Cyrillic in the fallback and draws a character no font has as "?"', async () => {
    const document = await PDFDocument.create();
    const faces = await loadInvoiceFaces(document, 'playfair-display');
    const runs = await faces.heading.runs('Café Ωμέγα Жар 中');
    expect(runs.map((run) => run.text).join('')).toBe('Café Ωμέγα Жар ?');
    expect(new Set(runs.map((run) => run.font)).size).toBeGreaterThan(1);
    expect(await faces.body.width('Invoice', 10)).toBeGreaterThan(0);
  });
});
