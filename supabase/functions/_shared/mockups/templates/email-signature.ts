// The email signature: the HTML a mail app takes (one table, inline styles, the logo as an image
// beside it in the ZIP — mail apps block data: images and external styles), every piece of the
// person's text escaped; and the picture of it in use — a message window drawn as a page of the
// display list.
import { Path } from '../raster/path.ts';
import { css, type KitContext } from '../kit-context.ts';
import { hex } from '../raster/canvas.ts';
import { fitSize } from '../raster/text.ts';
import type { Doc, DocShape } from './doc.ts';

/** The logo file the HTML points at, beside it in the ZIP. */
export const SIGNATURE_LOGO_FILE = 'signature-logo.png';
/** The logo's width in the signature (CSS pixels; the file is twice that for sharp screens). */
export const SIGNATURE_LOGO_WIDTH = 140;

/** HTML-escapes text (content and attribute values). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A safe https link for a website the person typed, or null when it is not a plain host/path. */
export function websiteHref(website: string): string | null {
  const bare = website.trim().replace(/^https?:\/\//i, '');
  return /^[a-z0-9.-]+\.[a-z]{2,}(\/[\w\-./~%]*)?$/i.test(bare) ? `https://${bare}` : null;
}

/** A mailto link for an address, or null when it does not look like one. */
export function emailHref(email: string): string | null {
  return /^[^\s@<>"']+@[^\s@<>"']+\.[a-z]{2,}$/i.test(email.trim())
    ? `mailto:${email.trim()}`
    : null;
}

/** The signature as HTML (a fragment to paste into a mail app's signature settings). */
export function signatureHtml(context: KitContext): string {
  const { details, palette } = context;
  const brand = css(palette.brand);
  const muted = css(palette.muted);
  const ink = css(palette.ink);
  const link = (href: string | null, text: string, color: string) =>
    href
      ? `<a href="${escapeHtml(href)}" style="color:${color};text-decoration:none;">${escapeHtml(text)}</a>`
      : escapeHtml(text);
  return [
    '<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="font-family:Arial,Helvetica,sans-serif;color:' +
      ink +
      ';border-collapse:collapse;">',
    '  <tr>',
    `    <td style="padding:0 16px 0 0;border-right:3px solid ${brand};vertical-align:middle;">`,
    `      <img src="${SIGNATURE_LOGO_FILE}" alt="${escapeHtml(details.name)}" width="${SIGNATURE_LOGO_WIDTH}" style="display:block;width:${SIGNATURE_LOGO_WIDTH}px;height:auto;border:0;">`,
    '    </td>',
    '    <td style="padding:0 0 0 16px;vertical-align:middle;">',
    `      <div style="font-size:16px;font-weight:bold;line-height:22px;">${escapeHtml(details.person)}</div>`,
    `      <div style="font-size:13px;line-height:18px;color:${brand};">${escapeHtml(details.role)} · ${escapeHtml(details.name)}</div>`,
    `      <div style="font-size:12px;line-height:18px;color:${muted};padding-top:6px;">${escapeHtml(details.phone)} · ${link(emailHref(details.email), details.email, muted)}</div>`,
    `      <div style="font-size:12px;line-height:18px;">${link(websiteHref(details.website), details.website, brand)}</div>`,
    '    </td>',
    '  </tr>',
    '</table>',
  ].join('\n');
}

/** A message window with the signature in use (for the preview picture). */
export function emailWindow(context: KitContext): Doc {
  const width = 1180;
  const height = 800;
  const { details, palette, fonts } = context;
  const ink = css(palette.ink);
  const muted = css(palette.muted);
  const brand = css(palette.brand);
  const rule = '#e3e5e8';
  const text = (
    value: string,
    x: number,
    y: number,
    size: number,
    color: string,
    weight: 'regular' | 'semibold' | 'bold' = 'regular',
    maxWidth = 760,
  ): DocShape => ({
    kind: 'text',
    text: value,
    x,
    y,
    style: { size: fitSize(fonts, value, { size, weight }, maxWidth), weight },
    color,
  });
  const shapes: DocShape[] = [
    { kind: 'path', path: new Path().rect(0, 0, width, 64), fill: '#f1f2f4' },
    { kind: 'path', path: new Path().rect(0, 63, width, 1), fill: rule },
    { kind: 'path', path: new Path().ellipse(34, 32, 8), fill: '#ff5f57' },
    { kind: 'path', path: new Path().ellipse(60, 32, 8), fill: '#febc2e' },
    { kind: 'path', path: new Path().ellipse(86, 32, 8), fill: '#28c840' },
    {
      kind: 'text',
      text: 'Next steps for the launch',
      x: width / 2,
      y: 40,
      style: { size: 19, weight: 'semibold', align: 'middle' },
      color: muted,
    },
    text('To:', 40, 112, 19, muted),
    text('Sam Taylor', 90, 112, 19, ink),
    { kind: 'path', path: new Path().rect(40, 132, width - 80, 1), fill: rule },
    text('Subject:', 40, 170, 19, muted),
    text('Next steps for the launch', 122, 170, 19, ink, 'semibold'),
    { kind: 'path', path: new Path().rect(40, 190, width - 80, 1), fill: rule },
    text('Hi Sam,', 40, 250, 21, ink),
    text(
      'Thanks for your time today. I have attached the plan we talked about, with the',
      40,
      296,
      21,
      ink,
      'regular',
      1090,
    ),
    text(
      'dates for each stage. Let me know if anything should change.',
      40,
      330,
      21,
      ink,
      'regular',
      1090,
    ),
    text('Best,', 40, 388, 21, ink),
    text(details.person, 40, 422, 21, ink),
    { kind: 'path', path: new Path().rect(40, 462, 120, 1), fill: rule },
  ];
  // The signature: logo, a brand rule, the details.
  const top = 500;
  shapes.push(
    {
      kind: 'logo',
      box: { x: 40, y: top, width: 200, height: 110 },
      variant: context.variantOn(hex('#ffffff')),
      align: 'end',
    },
    { kind: 'path', path: new Path().rect(264, top, 4, 110), fill: brand },
    text(details.person, 292, top + 30, 24, ink, 'bold', 700),
    text(`${details.role} · ${details.name}`, 292, top + 60, 18, brand, 'regular', 700),
    text(`${details.phone} · ${details.email}`, 292, top + 90, 17, muted, 'regular', 700),
    text(details.website, 292, top + 116, 17, brand, 'regular', 700),
  );
  ['in', 'X', 'f', 'ig'].forEach((label, index) => {
    const cx = 306 + index * 40;
    shapes.push(
      { kind: 'path', path: new Path().ellipse(cx, top + 158, 15), fill: brand },
      {
        kind: 'text',
        text: label,
        x: cx,
        y: top + 164,
        style: { size: 15, weight: 'bold', align: 'middle' },
        color: '#ffffff',
      },
    );
  });
  return { width, height, background: '#ffffff', shapes };
}
