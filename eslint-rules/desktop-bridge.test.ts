// The preload's bridge is reached in one file only: window.desktop, however it is spelled
// (casts, brackets, optional chaining, destructuring, globalThis), fires everywhere else.
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './boundaries.js';
import { root } from './resolve-import.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});
const at = (file: string) => path.join(root, file);
const lib = at('src/renderer/src/lib/example.ts');
const bridge = (name: string) =>
  `Only src/renderer/src/platform/desktop-platform.ts touches ${name}.desktop; use the Platform seam.`;
tester.run(
  'desktop-bridge: only the desktop platform touches window.desktop',
  plugin.rules['desktop-bridge'],
  {
    valid: [
      {
        filename: at('src/renderer/src/platform/desktop-platform.ts'),
        code: 'const bridge = window.desktop;',
      },
      { filename: lib, code: 'const shell = settings.desktop; const w = window.innerWidth;' },
    ],
    invalid: [
      {
        filename: lib,
        code: "void window.desktop.openFile(); const a = (window as any).desktop; const b = window['desktop'];",
        errors: [
          { message: bridge('window') },
          { message: bridge('window') },
          { message: bridge('window') },
        ],
      },
      {
        filename: at('src/renderer/src/platform/web-platform.ts'),
        code: 'const api = globalThis.desktop; const { desktop } = window; const c = window?.desktop;',
        errors: [
          { message: bridge('globalThis') },
          { message: bridge('window') },
          { message: bridge('window') },
        ],
      },
      {
        filename: at('src/main/index.ts'),
        code: 'const d = (globalThis as unknown as { desktop: unknown }).desktop;',
        errors: [{ message: bridge('globalThis') }],
      },
    ],
  },
);
