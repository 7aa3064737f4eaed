import { describe, expect, it } from 'vitest';
import { SESSION_HINT_SCRIPT } from '../src/shared/auth/session-hint';
import { homePageHtml } from './vite-prerender';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Hive Studio — AI Design Studio</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('homePageHtml', () => {
  const html = homePageHtml(
    shell,
    {
      html: '<main><h1>Costs $5 &amp; up</h1><p>$&amp; $1 $$</p></main>',
      title: 'Home <1> · Hive',
    },
    { fonts: ['assets/inter-d4.woff2'], chunks: ['assets/landing-e5.js'] },
    '/',
  );

  it('puts the markup into #root, untouched by replacement patterns', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/"><main><h1>Costs $5 &amp; up</h1><p>$&amp; $1 $$</p></main></div>',
    );
  });

  it('runs the session hint before the stylesheet and sets the escaped title', () => {
    const hint = html.indexOf(`<script>${SESSION_HINT_SCRIPT}</script>`);
    expect(hint).toBeGreaterThan(html.indexOf('name="viewport"'));
    expect(hint).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html).toContain('<title>Home &lt;1&gt; · Hive</title>');
  });

  it('fetches scripts at low priority and preloads the font and the page chunks', () => {
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b2.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-d4.woff2">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/landing-e5.js">',
    );
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(3);
  });

  it('refuses a shell it cannot place the page in', () => {
    expect(() =>
      homePageHtml(
        shell.replace('<div id="root"></div>', '<div id="app"></div>'),
        { html: '<p/>', title: 't' },
        { fonts: [], chunks: [] },
        '/',
      ),
    ).toThrow(/not in index.html/);
  });
});
