import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { VECTORIZE_MAX_BYTES } from '@contracts/api/vector';
import { photoToolMessages, vectorizationMessages, vectorToolMessages } from '@contracts/messages';
import { checkVectorizeHeader, looksLikeSvg, svgUploadMessage } from './check-vector-file';
import type { XmlTools } from './svg-text';

const xml = {
  parser: new DOMParser({ onError: () => undefined }),
  serializer: new XMLSerializer(),
} as unknown as XmlTools;

const bytes = (text: string) => new TextEncoder().encode(text);

/** A PNG header claiming width × height pixels. */
function pngHeader(width: number, height: number): Uint8Array {
  const header = new Uint8Array(64);
  header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(header.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return header;
}

describe('checkVectorizeHeader', () => {
  it('refuses a file over 10 MB with the spec’s words, whatever it is', () => {
    expect(
      checkVectorizeHeader({ type: 'image/png', size: VECTORIZE_MAX_BYTES + 1 }, pngHeader(10, 10)),
    ).toEqual({
      ok: false,
      message: vectorizationMessages.tooLarge,
    });
  });

  it('judges the type by the bytes, not the name or declared type', () => {
    expect(
      checkVectorizeHeader({ type: 'image/png', size: 30 }, bytes('plain text named .png')),
    ).toEqual({
      ok: false,
      message: vectorToolMessages.notAnImage,
    });
    expect(
      checkVectorizeHeader({ type: 'application/octet-stream', size: 64 }, pngHeader(640, 480)),
    ).toEqual({
      ok: true,
    });
  });

  it('refuses a decompression bomb by its header', () => {
    expect(
      checkVectorizeHeader({ type: 'image/png', size: 64 }, pngHeader(20_000, 20_000)),
    ).toEqual({
      ok: false,
      message: vectorToolMessages.tooManyPixels,
    });
  });

  it('hands an SVG on to be read as text', () => {
    expect(checkVectorizeHeader({ type: '', size: 40 }, bytes('\uFEFF  <svg xmlns="x"/>'))).toEqual(
      {
        ok: false,
        svg: true,
      },
    );
  });

  it('says when a header cannot be read', () => {
    const broken = pngHeader(10, 10).slice(0, 20);
    expect(checkVectorizeHeader({ type: 'image/png', size: 20 }, broken)).toEqual({
      ok: false,
      message: photoToolMessages.unreadable,
    });
  });
});

describe('SVG uploads', () => {
  it('recognises SVG and XML text by its start', () => {
    expect(looksLikeSvg(bytes('<?xml version="1.0"?><svg/>'))).toBe(true);
    expect(looksLikeSvg(bytes('\n <SVG xmlns="http://www.w3.org/2000/svg">'))).toBe(true);
    expect(looksLikeSvg(pngHeader(1, 1))).toBe(false);
  });

  it('refuses an SVG with a script as unsafe, and a clean one as already a vector', () => {
    const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;
    expect(svgUploadMessage(svg('<script>alert(1)</script>'), xml)).toBe(
      vectorToolMessages.unsafeSvg,
    );
    expect(svgUploadMessage(svg('<rect onload="x()"/>'), xml)).toBe(vectorToolMessages.unsafeSvg);
    expect(svgUploadMessage(svg('<rect width="1" height="1"/>'), xml)).toBe(
      vectorToolMessages.alreadyVector,
    );
    expect(svgUploadMessage('<?xml version="1.0"?><html/>', xml)).toBe(
      vectorToolMessages.notAnImage,
    );
  });
});
