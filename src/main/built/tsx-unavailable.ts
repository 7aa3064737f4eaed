// Stands in for `tsx/esm/api` in the desktop build (electron.vite.config.ts aliases it): the
// built app runs edge functions bundled at build time and its workers as build outputs, so tsx,
// a development tool, is never shipped. Reaching this means a source-only path ran in a build.

/** Always throws: the built app has no TypeScript loader. */
export function tsImport(specifier: string): Promise<never> {
  return Promise.reject(
    new Error(
      `${specifier}: the desktop build loads bundled edge functions and workers; tsx is not part of it`,
    ),
  );
}

/** Always throws: see {@link tsImport}. */
export function register(): never {
  throw new Error('tsx is not part of the desktop build');
}
