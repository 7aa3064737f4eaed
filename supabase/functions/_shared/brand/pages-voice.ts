// The words pages: voice and tone (traits, what we are and are not, a sample, words to use and
// avoid), tagline ideas, and the tokens and files page a developer starts from.
import type { PDFPage } from 'pdf-lib';
import { SECTIONS, chrome, label, textOn, titleBlock, type GuideContext } from './guide-context.ts';
import { GRID, PAGE, box, col, rule, span } from './pdf-kit.ts';

/** Page: voice and tone. */
export async function voicePage(
  page: PDFPage,
  context: GuideContext,
  pageNumber: number,
): Promise<void> {
  const { colours, faces, content } = context;
  const { voice } = content;
  await titleBlock(page, context, { kicker: '04 — Voice', title: 'Voice and tone' });
  await faces.heading.paragraph(page, voice.summary, {
    x: col(0),
    y: PAGE.height - GRID.top - 150,
    size: 12.5,
    leading: 18,
    width: span(4),
    colour: colours.ink,
    maxLines: 9,
  });
  // Three traits as columns.
  const top = PAGE.height - GRID.top - 40;
  for (const [index, trait] of voice.traits.slice(0, 3).entries()) {
    const x = col(4 + (index * 8) / 3) + (index > 0 ? GRID.gutter / 3 : 0);
    const width = span(8) / 3 - GRID.gutter;
    rule(page, [x, top + 6], [x + width, top + 6], colours.primary, { width: 2 });
    await faces.heading.draw(page, trait.title, { x, y: top - 18, size: 16, colour: colours.ink });
    await faces.body.paragraph(page, trait.description, {
      x,
      y: top - 38,
      size: 8.5,
      leading: 12.5,
      width,
      colour: colours.graphite,
      maxLines: 6,
    });
  }
  // We are / we are not.
  let y = top - 140;
  const half = span(4);
  await label(page, context, 'We are', col(4), y);
  await label(page, context, 'We are not', col(8), y);
  y -= 20;
  for (const [index, word] of voice.weAre.entries()) {
    await faces.heading.draw(page, word, { x: col(4), y, size: 12, colour: colours.ink });
    const not = voice.weAreNot[index];
    if (not) await faces.heading.draw(page, not, { x: col(8), y, size: 12, colour: colours.stone });
    rule(page, [col(4), y - 7], [col(4) + span(8), y - 7], colours.mist, { width: 0.6 });
    y -= 22;
  }
  // The sample, on a mist panel.
  y -= 10;
  const panelHeight = 70;
  box(page, col(4), y - panelHeight, span(8), panelHeight, colours.mist);
  await label(page, context, 'Sounds like', col(4) + 14, y - 16);
  await faces.body.paragraph(page, voice.sample, {
    x: col(4) + 14,
    y: y - 32,
    size: 9.5,
    leading: 13.5,
    width: span(8) - 28,
    colour: colours.ink,
    maxLines: 3,
  });
  y -= panelHeight + 22;
  await label(page, context, 'Words we use', col(4), y);
  await label(page, context, 'Words we avoid', col(8), y);
  await faces.body.paragraph(page, voice.wordsToUse.join(' · '), {
    x: col(4),
    y: y - 15,
    size: 8.5,
    width: half,
    colour: colours.ink,
    maxLines: 2,
  });
  await faces.body.paragraph(page, voice.wordsToAvoid.join(' · '), {
    x: col(8),
    y: y - 15,
    size: 8.5,
    width: half,
    colour: colours.graphite,
    maxLines: 2,
  });
  await chrome(page, context, SECTIONS[3], pageNumber);
}

/** Page: tagline ideas, large on a primary panel. */
export async function taglinesPage(
  page: PDFPage,
  context: GuideContext,
  pageNumber: number,
): Promise<void> {
  const { colours, faces, content } = context;
  await titleBlock(page, context, {
    kicker: '04 — Voice',
    title: 'Tagline ideas',
    intro:
      'Starting points, written in the brand’s voice. Test two or three with the people you serve before you settle on one.',
  });
  const x = col(4);
  const width = span(8);
  const top = PAGE.height - GRID.top - 40;
  box(page, x, 90, width, top - 90 + 10, colours.primary);
  const on = textOn(context, colours.primary);
  let y = top - 34;
  const taglines = content.taglines.slice(0, 6);
  const room = (top - 34 - 110) / Math.max(1, taglines.length);
  for (const [index, tagline] of taglines.entries()) {
    await faces.strong.draw(page, String(index + 1).padStart(2, '0'), {
      x: x + 26,
      y: y + 3,
      size: 8,
      colour: on,
      opacity: 0.8,
    });
    // Up to two lines at 19 pt; a longer idea steps down in size rather than running off.
    let size = 19;
    let lines = await faces.heading.wrap(tagline, size, width - 90);
    while (lines.length > 2 && size > 11) {
      size -= 1;
      lines = await faces.heading.wrap(tagline, size, width - 90);
    }
    for (const [at, text] of lines.slice(0, 2).entries())
      await faces.heading.draw(page, text, {
        x: x + 60,
        y: y - at * size * 1.15,
        size,
        colour: on,
      });
    // Each idea takes its own height plus a gap, at least an even share of the panel.
    y -= Math.max(room, Math.min(2, lines.length) * size * 1.15 + 22);
  }
  await chrome(page, context, SECTIONS[3], pageNumber);
}

/** Page: design tokens and the files delivered. */
export async function tokensPage(
  page: PDFPage,
  context: GuideContext,
  pageNumber: number,
): Promise<void> {
  const { colours, faces, content } = context;
  let y = await titleBlock(page, context, {
    kicker: '05 — Tokens & files',
    title: 'For designers and developers',
    intro:
      'Everything in this guide also comes as files, so every tool and codebase uses exactly the same values.',
  });
  y -= 16;
  for (const file of content.files) {
    await faces.strong.draw(page, file.name, { x: col(0), y, size: 8.5, colour: colours.ink });
    y = await faces.body.paragraph(page, file.what, {
      x: col(0),
      y: y - 12,
      size: 8,
      leading: 11,
      width: span(4),
      colour: colours.graphite,
      maxLines: 2,
    });
    y -= 6;
  }
  // The CSS variables, on an ink panel, as a developer would paste them.
  const x = col(4);
  const width = span(8);
  const top = PAGE.height - GRID.top - 40;
  const bottom = 70;
  box(page, x, bottom, width, top - bottom + 10, colours.ink);
  await label(page, context, 'tokens.css', x + 20, top - 14, colours.stone);
  let line = top - 36;
  const lines = content.css.split('\n').filter((text) => text.trim() !== '');
  const shown = Math.floor((line - bottom - 16) / 11.5);
  for (const text of lines.slice(0, shown)) {
    const clipped = text.length > 88 ? `${text.slice(0, 86)}…` : text;
    await faces.mono.draw(page, clipped, {
      x: x + 20,
      y: line,
      size: 7,
      colour: text.trim().startsWith('/*') ? colours.stone : colours.white,
    });
    line -= 11.5;
  }
  if (lines.length > shown)
    await faces.mono.draw(page, `… ${lines.length - shown} more lines in tokens.css`, {
      x: x + 20,
      y: line,
      size: 7,
      colour: colours.stone,
    });
  await chrome(page, context, SECTIONS[4], pageNumber);
}
