// Shared frame for the local checkout and billing portal pages: a self-contained HTML document
// (no scripts, no external assets, works offline) styled like Stripe's hosted pages in test
// mode, in Hive Studio's gold-on-dark colours.

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Formats minor units as money, e.g. (2499, 'usd') → "$24.99". */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

const STYLES = `
:root { color-scheme: dark; --bg: #0d0c0a; --panel: #17150f; --line: #3a3322; --text: #f4efe3; --muted: #b9ae94;
  --gold: #f2b632; --gold-dark: #c98f12; --error: #ff8a80; --ok: #7fd6a4; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--text); }
.test-banner { background: var(--gold); color: #1b1400; text-align: center; font-weight: 600; padding: .4rem 1rem; font-size: .9rem; }
main { max-width: 980px; margin: 0 auto; padding: 2.5rem 1.5rem; display: grid; gap: 3rem; grid-template-columns: 1fr 1fr; }
@media (max-width: 760px) { main { grid-template-columns: 1fr; gap: 2rem; } }
a { color: var(--gold); }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid var(--gold); outline-offset: 2px; }
.merchant { display: flex; align-items: center; gap: .6rem; color: var(--muted); margin: 1.2rem 0 .4rem; }
.badge { border: 1px solid var(--gold); color: var(--gold); border-radius: 4px; padding: 0 .4rem; font-size: .75rem; font-weight: 700; letter-spacing: .04em; }
h1 { margin: 0 0 1.5rem; font-size: 2.4rem; font-weight: 650; }
h1 .caption { display: block; font-size: 1rem; color: var(--muted); font-weight: 500; }
h2 { font-size: 1.2rem; margin: 0 0 1rem; }
.lines { list-style: none; margin: 0; padding: 0; border-top: 1px solid var(--line); }
.lines li, .total { display: flex; justify-content: space-between; gap: 1rem; padding: .9rem 0; border-bottom: 1px solid var(--line); }
.qty { color: var(--muted); font-size: .85rem; display: block; }
.total { font-weight: 650; border-bottom: 0; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 1.5rem; }
label, legend { display: block; font-size: .9rem; color: var(--muted); margin: 1rem 0 .3rem; }
fieldset { border: 0; padding: 0; margin: 0; }
legend { float: left; width: 100%; padding: 0; }
legend + label { clear: both; }
input { width: 100%; padding: .7rem .8rem; border-radius: 8px; border: 1px solid var(--line); background: #0f0e0b; color: var(--text); font-size: 1rem; }
input[aria-invalid="true"] { border-color: var(--error); }
.card-row { display: grid; grid-template-columns: 1fr 1fr; gap: .8rem; }
.card-row label { margin-top: .6rem; }
button, .button { display: inline-block; width: 100%; margin-top: 1.5rem; padding: .85rem; border: 0; border-radius: 8px; background: var(--gold);
  color: #1b1400; font-weight: 700; font-size: 1.05rem; cursor: pointer; text-align: center; text-decoration: none; }
button:hover, .button:hover { background: var(--gold-dark); }
a.button { width: auto; padding-inline: 2rem; }
button.secondary { width: auto; margin: 0; padding: .35rem .8rem; font-size: .85rem; background: transparent; color: var(--gold); border: 1px solid var(--gold); }
.error { border: 1px solid var(--error); color: var(--error); border-radius: 8px; padding: .7rem .9rem; margin: 0 0 1rem; }
.hint { margin-top: 1.5rem; font-size: .85rem; color: var(--muted); border-top: 1px dashed var(--line); padding-top: 1rem; }
.hint code { color: var(--text); }
.powered { color: var(--muted); font-size: .8rem; margin-top: 1.5rem; }
table { width: 100%; border-collapse: collapse; font-size: .95rem; }
th, td { text-align: left; padding: .7rem .4rem; border-bottom: 1px solid var(--line); vertical-align: middle; }
th { color: var(--muted); font-weight: 500; }
.status-paid { color: var(--ok); } .status-refunded { color: var(--muted); }
`;

/** A complete page: the test-mode banner, then `body` inside <main>. */
export function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<div class="test-banner" role="note">Test mode: Hive Local's test payment page. No real card is charged.</div>
<main>
${body}
</main>
</body>
</html>`;
}

/** An HTML response that is never cached (it shows payment state). */
export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // No scripts at all; forms post only to this origin.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      // same-origin, not no-referrer: under no-referrer a browser sends `Origin: null` with the
      // page's own form posts, and Hive Local refuses state changes from a foreign origin.
      'Referrer-Policy': 'same-origin',
    },
  });
}
