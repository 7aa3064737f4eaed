// Types for resolve-import.js, so its TypeScript test can call it under strict settings.

/** What an import specifier names. */
export type ImportTarget =
  | { kind: 'file'; file: string }
  | { kind: 'builtin'; name: string }
  | { kind: 'package'; name: string };

/** The repository root. */
export declare const root: string;

/** The file a path names, trying extensions and index files; the bare path if none exists. */
export declare function toFile(base: string): string;

/** `@scope/name` or `name` from a specifier with a subpath or a version. */
export declare function packageName(specifier: string): string;

/** What `specifier`, imported from `fromFile`, names. */
export declare function resolveImport(
  fromFile: string,
  specifier: string,
  useImportMap?: boolean,
): ImportTarget;
