// The SVG sanitiser against a corpus of hostile SVGs (each must come out harmless and be flagged
// as unsafe) and of legitimate ones (each must keep its content and not be flagged).
import { describe, expect, it } from 'vitest';
import { SvgRefused, sanitizeSvg, svgDangers, svgIsUnsafe } from './sanitize-svg.ts';

const svg = (body: string, rootAttributes = ''): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100"${rootAttributes}>${body}</svg>`;

/** Hostile input → what must not be in the sanitised output. */
const hostile: [string, string, RegExp][] = [
  [
    'a <script> element',
    svg('<script>alert(1)</script><rect width="5" height="5"/>'),
    /script|alert/i,
  ],
  ['a CDATA script', svg('<script><![CDATA[alert(1)]]></script>'), /script|alert/i],
  [
    'a namespaced script',
    svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
    /script|alert/i,
  ],
  [
    'onload on the root',
    svg('<rect width="5" height="5"/>', ' onload="alert(1)"'),
    /onload|alert/i,
  ],
  ['onclick on a shape', svg('<rect width="5" height="5" onclick="alert(1)"/>'), /onclick|alert/i],
  [
    'an upper-case handler',
    svg('<rect width="5" height="5" ONMOUSEOVER="alert(1)"/>'),
    /onmouseover|alert/i,
  ],
  [
    'xlink:href javascript',
    svg('<a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a>'),
    /javascript|href/i,
  ],
  [
    'href javascript with spaces',
    svg('<a href=" &#x6A;avascript:alert(1)"><rect width="5" height="5"/></a>'),
    /javascript|href/i,
  ],
  [
    'an external image',
    svg('<image href="https://evil.example/track.png" width="5" height="5"/>'),
    /evil|href/i,
  ],
  [
    'an external xlink image',
    svg('<image xlink:href="//evil.example/x.png" width="5" height="5"/>'),
    /evil|href/i,
  ],
  ['a use of an external sprite', svg('<use href="https://evil.example/x.svg#a"/>'), /evil|href/i],
  [
    'a foreignObject',
    svg(
      '<foreignObject width="50" height="50"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></foreignObject>',
    ),
    /foreignObject|img|onerror|alert/i,
  ],
  [
    'a data:text/html link',
    svg(
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="><rect width="5" height="5"/></a>',
    ),
    /data:text|href/i,
  ],
  [
    'a data:text/html image',
    svg('<image href="data:text/html;base64,PHNjcmlwdD4=" width="5" height="5"/>'),
    /data:text|href/i,
  ],
  [
    'an SVG data image',
    svg('<image href="data:image/svg+xml;base64,PHN2Zz4=" width="5" height="5"/>'),
    /svg\+xml|href/i,
  ],
  [
    '@import in <style>',
    svg('<style>@import url(https://evil.example/x.css); rect { fill: red }</style>'),
    /@import|evil/i,
  ],
  [
    '@import string in <style>',
    svg('<style>@import "https://evil.example/x.css";</style>'),
    /@import|evil/i,
  ],
  [
    'external url() in <style>',
    svg('<style>rect { fill: url(https://evil.example/p.svg#p) }</style>'),
    /evil/i,
  ],
  [
    'an escaped url in <style>',
    svg('<style>rect { background: \\75 rl(https://evil.example/x) }</style>'),
    /evil/i,
  ],
  [
    'image-set in <style>',
    svg('<style>rect { background: image-set("https://evil.example/x.png" 1x) }</style>'),
    /evil/i,
  ],
  [
    'url() in style=',
    svg(
      '<rect width="5" height="5" style="fill: url(https://evil.example/x.svg#p); stroke: red"/>',
    ),
    /evil/i,
  ],
  [
    '@import in style=',
    svg('<rect width="5" height="5" style="@import url(https://evil.example/x.css)"/>'),
    /evil|@import/i,
  ],
  [
    'url() in a fill attribute',
    svg('<rect width="5" height="5" fill="url(https://evil.example/x.svg#p)"/>'),
    /evil/i,
  ],
  [
    'an xml-stylesheet instruction',
    `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('<rect width="5" height="5"/>')}`,
    /stylesheet|evil/i,
  ],
  ['an <iframe>', svg('<iframe src="https://evil.example/"/>'), /iframe|evil/i],
  ['an <embed>', svg('<embed src="https://evil.example/x.swf"/>'), /embed|evil/i],
  ['an <object>', svg('<object data="https://evil.example/x"/>'), /object|evil/i],
  [
    '<animate> of href to javascript',
    svg(
      '<a href="#x"><animate attributeName="href" to="javascript:alert(1)"/><rect width="5" height="5"/></a>',
    ),
    /animate|javascript/i,
  ],
  [
    '<set> of xlink:href',
    svg(
      '<a><set attributeName="xlink:href" to="javascript:alert(1)"/><rect width="5" height="5"/></a>',
    ),
    /set|javascript/i,
  ],
  [
    '<animate> of an event handler',
    svg('<rect width="5" height="5"><animate attributeName="onclick" to="alert(1)"/></rect>'),
    /animate|alert/i,
  ],
  [
    'a prefixed external href',
    svg('<use l:href="https://evil.example/x.svg#a" xmlns:l="http://www.w3.org/1999/xlink"/>'),
    /evil/i,
  ],
];

describe('sanitizeSvg: hostile SVGs', () => {
  it.each(hostile)('removes %s and flags it', (_name, input, forbidden) => {
    const clean = sanitizeSvg(input);
    expect(clean).not.toMatch(forbidden);
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svgIsUnsafe(input)).toBe(true);
    // The output is itself clean: sanitising it again removes nothing dangerous.
    expect(svgDangers(clean)).toEqual([]);
  });

  it('refuses a billion-laughs DOCTYPE quickly without expanding it', () => {
    const levels = Array.from({ length: 9 }, (_, index) => {
      const ref = index === 0 ? 'lol' : `&lol${index - 1};`.repeat(10);
      return `<!ENTITY lol${index} "${ref}">`;
    }).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE svg [${levels}]>${svg('<text>&lol8;</text>')}`;
    const started = performance.now();
    expect(() => sanitizeSvg(bomb)).toThrow(SvgRefused);
    expect(svgIsUnsafe(bomb)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('drops a DOCTYPE with an external entity and flags it', () => {
    const xxe = `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<rect width="5" height="5"/>')}`;
    expect(sanitizeSvg(xxe)).not.toMatch(/DOCTYPE|ENTITY|passwd/i);
    expect(svgIsUnsafe(xxe)).toBe(true);
  });

  it('refuses what is not an SVG', () => {
    expect(() => sanitizeSvg('hello')).toThrow(SvgRefused);
    expect(() => sanitizeSvg('<html><body/></html>')).toThrow(SvgRefused);
    expect(() => sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toThrow(
      SvgRefused,
    );
    expect(svgIsUnsafe('not xml')).toBe(true);
  });
});

describe('sanitizeSvg: legitimate SVGs', () => {
  it('keeps gradients referenced with url(#id)', () => {
    const input = svg(
      '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#93c5fd"/></linearGradient></defs><rect width="100" height="100" fill="url(#sky)"/>',
    );
    const clean = sanitizeSvg(input);
    expect(clean).toContain('<linearGradient id="sky"');
    expect(clean).toContain('fill="url(#sky)"');
    expect(clean).toContain('stop-color="#93c5fd"');
    expect(svgIsUnsafe(input)).toBe(false);
  });

  it('keeps <use href="#id"> and xlink:href="#id"', () => {
    const input = svg(
      '<defs><circle id="dot" r="4"/></defs><use href="#dot" x="10"/><use xlink:href="#dot" x="20"/>',
    );
    const clean = sanitizeSvg(input);
    expect(clean).toContain('<use href="#dot" x="10"/>');
    expect(clean).toContain('<use xlink:href="#dot" x="20"/>');
    expect(clean).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
    expect(svgIsUnsafe(input)).toBe(false);
  });

  it('keeps data:image/png images', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const input = svg(`<image href="${png}" width="10" height="10"/>`);
    expect(sanitizeSvg(input)).toContain(`href="${png}"`);
    expect(svgIsUnsafe(input)).toBe(false);
  });

  it('keeps data-subject on groups, styles and safe CSS', () => {
    const input = svg(
      '<style>.a { fill: #f5b82e; stroke: rgb(0, 0, 0) } g > .a { opacity: 0.5 } @media (min-width: 10px) { .a { fill: url(#sky) } }</style><g data-subject="cabin" class="a" style="fill: #111; stroke-width: 2"><path d="M0 0h10v10z" fill-rule="evenodd"/><text x="5" y="5" font-family="Inter, sans-serif">Hi &amp; bye</text></g>',
    );
    const clean = sanitizeSvg(input);
    expect(clean).toContain('data-subject="cabin"');
    expect(clean).toContain('style="fill: #111;stroke-width: 2"');
    expect(clean).toContain('@media (min-width: 10px)');
    expect(clean).toContain('Hi &amp; bye');
    expect(svgIsUnsafe(input)).toBe(false);
  });

  it('keeps a safe animation and turns a local link into a group', () => {
    const input = svg(
      '<rect width="5" height="5"><animate attributeName="opacity" from="0" to="1" dur="1s"/></rect><a href="#top"><circle r="3"/></a>',
    );
    const clean = sanitizeSvg(input);
    expect(clean).toContain('<animate attributeName="opacity" from="0" to="1" dur="1s"/>');
    expect(clean).toContain('<g><circle r="3"/></g>');
    expect(svgIsUnsafe(input)).toBe(false);
  });

  it('drops editor metadata quietly and adds a missing namespace', () => {
    const input =
      '<svg viewBox="0 0 4 4" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3"><!-- made by hand --><inkscape:grid/><rect width="4" height="4" inkscape:label="bg"/></svg>';
    const clean = sanitizeSvg(input);
    expect(clean).toBe(
      '<svg viewBox="0 0 4 4" xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>',
    );
    expect(svgIsUnsafe(input)).toBe(false);
  });
});
