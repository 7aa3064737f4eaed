// How specifiers resolve before the layer check: package subpaths and built-ins collapse to
// their package, aliases and relative paths reach the real file, deno.json maps bare names.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport, root } from './resolve-import.js';

const at = (file: string) => path.join(root, file);
const lib = at('src/renderer/src/lib/example.ts');

describe('resolveImport', () => {
  it('treats package subpaths and built-ins as their package', () => {
    expect(resolveImport(lib, 'node:fs/promises')).toEqual({ kind: 'builtin', name: 'node:fs' });
    expect(resolveImport(lib, 'fs/promises')).toEqual({ kind: 'builtin', name: 'node:fs' });
    expect(resolveImport(lib, 'electron/main')).toEqual({ kind: 'package', name: 'electron' });
    expect(resolveImport(lib, 'jotai/utils')).toEqual({ kind: 'package', name: 'jotai' });
    expect(resolveImport(lib, '@radix-ui/react-dialog/dist')).toEqual({
      kind: 'package',
      name: '@radix-ui/react-dialog',
    });
    expect(resolveImport(lib, 'npm:@supabase/supabase-js@2.109.0')).toEqual({
      kind: 'package',
      name: '@supabase/supabase-js',
    });
  });

  it('resolves aliases and relative paths to the file, trying extensions', () => {
    expect(resolveImport(lib, '@contracts/messages')).toEqual({
      kind: 'file',
      file: at('supabase/functions/_shared/contracts/messages.ts'),
    });
    expect(resolveImport(lib, '@shared/ipc/channels')).toEqual({
      kind: 'file',
      file: at('src/shared/ipc/channels.ts'),
    });
    expect(resolveImport(lib, '../../../main/hive-local-process')).toEqual({
      kind: 'file',
      file: at('src/main/hive-local-process.ts'),
    });
  });

  it("reads a function's bare names through its deno.json", () => {
    const handler = at('supabase/functions/stripe-webhook/index.ts');
    expect(resolveImport(handler, 'stripe')).toEqual({ kind: 'package', name: 'stripe' });
  });
});
