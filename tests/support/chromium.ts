// Debian's Chromium as every test and benchmark launches it: where it is, and the flags that keep
// it quiet and offline on a machine without a GPU or a sandbox.

/** The browser binary (CHROMIUM_PATH, else Debian's package). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The launch flags. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
