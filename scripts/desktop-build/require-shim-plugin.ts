// electron-vite's ESM shim adds `const require = createRequire(import.meta.url)` to any main-build
// chunk whose text contains `require(`, even when the chunk already declares its own top-level
// `require` (src/backend/local-photo/engines/package-files.ts does, and it lands in the photo
// worker's chunk), and Node then refuses the chunk: "Identifier 'require' has already been
// declared" (alex8088/electron-vite#921). Both bindings are createRequire(import.meta.url) of the
// same chunk, so this drops the shim's copy when the chunk has its own. Runs after the shim.
import type { Plugin } from 'vite';

/** The line electron-vite's shim adds (electron-vite 6, Node ≥ 20.11 flavour). */
export const SHIM_REQUIRE = 'const require = __shims_module__.createRequire(import.meta.url);';

/** The chunk without the shim's `require` when the chunk declares its own; else null. */
export function dropDuplicateRequireShim(code: string): string | null {
  const shim = code.indexOf(SHIM_REQUIRE);
  if (shim < 0) return null;
  const rest = code.slice(0, shim) + code.slice(shim + SHIM_REQUIRE.length);
  return /^(?:var|let|const) require\s*=/m.test(rest) ? rest : null;
}

/** The plugin: after electron-vite's shim, each chunk keeps one `require`. */
export function requireShimPlugin(): Plugin {
  return {
    name: 'hive:one-require-shim',
    apply: 'build',
    enforce: 'post',
    renderChunk(code) {
      const fixed = dropDuplicateRequireShim(code);
      return fixed === null ? null : { code: fixed, map: null };
    },
  };
}
