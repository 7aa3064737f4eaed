// The architecture's import rules (../shared/architecture.md, "Import rules") as data and one
// function: given where a file lives and what one of its imports really names, which rule (if
// any) the import breaks. Layers are folders, as in VS Code's layer check.
import path from 'node:path';
import { root } from './resolve-import.js';

const ourLayers = ['shared', 'renderer', 'main', 'preload', 'backend'];
// The wire contracts and product facts (zod schemas, messages, costs, styles, the tool registry)
// live once in the edge functions' _shared tree, where Deno can import them, and every other
// layer imports them from there (the @contracts/ alias).
const contractsDir = 'supabase/functions/_shared/contracts';
// The local scene composer: pure TypeScript over a packaged icon set, run by the functions (the
// SVG tools) and by Hive Local (the generator's local preview) alike.
const sceneDir = 'supabase/functions/_shared/scene';

/** The folders of ours each layer may import (an edge function's own checks come on top). */
const mayImport = {
  contracts: ['contracts'],
  scene: ['scene', 'contracts'],
  shared: ['shared', 'contracts'],
  renderer: ['renderer', 'shared', 'contracts'],
  main: ['main', 'shared', 'contracts'],
  preload: ['preload', 'shared', 'contracts'],
  backend: ['backend', 'shared', 'contracts', 'scene'],
  functions: ['functions', 'contracts', 'scene'],
};

// Packages that load Electron: only main and the preload may have them.
const electronPackages = new Set([
  'electron',
  'electron-store',
  'electron-updater',
  'electron-log',
]);
// Packages that need a DOM or React, which src/shared must not (it also runs in main and Node).
const browserPackages = new Set([
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'radix-ui',
  'lucide-react',
  'sonner',
  '@tanstack/react-query',
  'jotai',
  'jotai-scope',
]);
// Native or server-only packages: they need Node, so they count as node:* where Node is barred
// (a renderer test importing sharp would pull Node's types into tsconfig.web.json).
const nodePackages = new Set(['sharp', 'piscina', 'postgres', 'ws', '@hono/node-server', 'tsx']);
const isNodePackage = (name) => nodePackages.has(name) || name.endsWith('-node');
const isBrowserPackage = (name) => browserPackages.has(name) || name.startsWith('@radix-ui/');
// The renderer's entry files compose app/; nothing else below src/renderer/src may import it.
const rendererEntries = new Set(['main.tsx', 'prerender.tsx']);
// The one file that wraps jotai for the renderer (bulletproof-react / Excalidraw habit).
const jotaiWrapper = 'src/renderer/src/lib/state.ts';

/**
 * Where a file sits: its layer, and for the renderer its top folder below src/renderer/src
 * (plus the feature), for edge functions the function folder.
 */
export function locate(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const parts = rel.split('/');
  const where = { rel, layer: 'other', area: null, feature: null, fn: null };
  if (rel.startsWith('../') || path.isAbsolute(rel)) return { ...where, layer: 'outside' };
  // The logo composer, the fonts' catalogue and the WOFF reader are pure TypeScript the renderer
  // runs too (the Logo Creator's free fine-tuning): they keep the contracts' rules (pure,
  // Deno-ready, open to all).
  const portable =
    rel.startsWith('supabase/functions/_shared/logo/compose/') ||
    rel === 'supabase/functions/_shared/fonts/catalogue.ts' ||
    rel === 'supabase/functions/_shared/fonts/woff.ts';
  if (rel.startsWith(`${contractsDir}/`) || portable) return { ...where, layer: 'contracts' };
  if (rel.startsWith(`${sceneDir}/`)) return { ...where, layer: 'scene' };
  if (parts[0] === 'src' && ourLayers.includes(parts[1] ?? '')) {
    where.layer = parts[1];
    if (where.layer === 'renderer' && parts[2] === 'src' && parts.length > 3) {
      // A file directly in src/renderer/src (main.tsx, prerender.tsx) has area ''.
      where.area = parts.length === 4 ? '' : parts[3];
      if (where.area === 'features' && parts.length > 5) where.feature = parts[4];
    }
  } else if (parts[0] === 'supabase' && parts[1] === 'functions' && parts.length > 2) {
    where.layer = 'functions';
    where.fn = parts.length > 3 ? parts[2] : null;
  }
  return where;
}

/** How a message names a layer: its folder, or the file itself when it belongs to none. */
function folderOf(where) {
  if (where.layer === 'functions') return 'supabase/functions';
  if (where.layer === 'contracts') return contractsDir;
  if (where.layer === 'scene') return sceneDir;
  return ourLayers.includes(where.layer) ? `src/${where.layer}` : where.rel;
}

/** Package rules: Node built-ins and packages each layer may not load. */
function packageViolation(from, target, specifier) {
  const data = { specifier };
  const needsNode =
    target.kind === 'builtin' || (target.kind === 'package' && isNodePackage(target.name));
  const isElectron = target.kind === 'package' && electronPackages.has(target.name);
  switch (from.layer) {
    case 'contracts':
    case 'scene':
      if (needsNode || isElectron || (target.kind === 'package' && isBrowserPackage(target.name))) {
        return { messageId: 'contractsPure', data };
      }
      return null;
    case 'shared':
      if (needsNode) return { messageId: 'sharedNode', data };
      if (isElectron) return { messageId: 'sharedElectron', data };
      if (target.kind === 'package' && isBrowserPackage(target.name)) {
        return { messageId: 'sharedBrowser', data };
      }
      return null;
    case 'renderer':
      if (needsNode) return { messageId: 'rendererNode', data };
      if (isElectron) return { messageId: 'rendererElectron', data };
      if (target.name === 'jotai' && from.rel !== jotaiWrapper) return { messageId: 'jotai', data };
      return null;
    case 'preload':
      return needsNode ? { messageId: 'preloadNode', data } : null;
    case 'backend':
      return isElectron ? { messageId: 'backendElectron', data } : null;
    case 'functions':
      return isElectron ? { messageId: 'functionElectron', data } : null;
    default:
      return null;
  }
}

/** Rules inside the renderer: app/ at the top, features apart, shared folders below features. */
function rendererViolation(from, to, specifier) {
  const isEntry =
    from.layer === 'renderer' && from.area === '' && rendererEntries.has(path.basename(from.rel));
  const inApp = from.layer === 'renderer' && from.area === 'app';
  if (to.area === 'app' && !inApp && !isEntry) return { messageId: 'app', data: { specifier } };
  if (from.layer !== 'renderer' || to.area !== 'features' || !to.feature) return null;
  if (from.feature && from.feature !== to.feature) {
    return { messageId: 'crossFeature', data: { from: from.feature, to: to.feature, specifier } };
  }
  if (from.area && from.area !== 'app' && from.area !== 'features') {
    return { messageId: 'sharedFolderToFeature', data: { folder: from.area, specifier } };
  }
  return null;
}

/** Edge functions: X imports X and _shared (contracts included); _shared imports only _shared. */
function functionViolation(from, to, specifier) {
  if (to.layer === 'contracts' || to.layer === 'scene') return null;
  if (to.layer !== 'functions') {
    return { messageId: 'functionOutside', data: { target: to.rel, specifier } };
  }
  if (!from.fn || !to.fn || to.fn === from.fn || to.fn === '_shared') return null;
  return { messageId: 'functionCross', data: { from: from.fn, to: to.fn, specifier } };
}

/**
 * What Deno needs of an allowed import in the functions' tree: a relative path (it knows none of
 * the Vite aliases) that names its file with the extension.
 */
function denoViolation(to, specifier) {
  if (specifier.startsWith('@') && ['functions', 'contracts', 'scene'].includes(to.layer)) {
    return { messageId: 'denoAlias', data: { specifier } };
  }
  if (specifier.startsWith('.') && !/\.(ts|tsx|js|mjs|json)$/.test(specifier)) {
    return { messageId: 'denoExtension', data: { specifier } };
  }
  return null;
}

/**
 * The rule an import breaks, as an ESLint report (messageId and data), or null.
 * @param {string} fromFile absolute path of the importing file
 * @param {import('./resolve-import.js').ImportTarget} target what the import names
 * @param {string} specifier the import's text, quoted in messages
 */
export function findViolation(fromFile, target, specifier) {
  const from = locate(fromFile);
  if (target.kind !== 'file') return packageViolation(from, target, specifier);
  const to = locate(target.file);
  if (from.layer === 'functions') {
    return functionViolation(from, to, specifier) ?? denoViolation(to, specifier);
  }
  const allowed = mayImport[from.layer];
  if (allowed && !allowed.includes(to.layer)) {
    if (from.layer === 'contracts' || from.layer === 'scene') {
      return {
        messageId: 'portableOurs',
        data: { folder: folderOf(from), target: to.rel, specifier },
      };
    }
    if (from.layer === 'shared') {
      return { messageId: 'sharedOurs', data: { target: to.rel, specifier } };
    }
    return { messageId: 'layer', data: { from: folderOf(from), to: folderOf(to), specifier } };
  }
  if (from.layer === 'contracts' || from.layer === 'scene') return denoViolation(to, specifier);
  return to.layer === 'renderer' ? rendererViolation(from, to, specifier) : null;
}

/** Every message findViolation can return, for the rule's meta. */
export const messages = {
  layer: '{{from}} may not import {{to}} ("{{specifier}}").',
  sharedOurs: `src/shared imports only src/shared and ${contractsDir} ("{{specifier}}" is {{target}}).`,
  portableOurs:
    '{{folder}} imports only its own folder and the contracts ("{{specifier}}" is {{target}}).',
  contractsPure: `${contractsDir} and ${sceneDir} stay pure: no node:*, electron, DOM or React ("{{specifier}}").`,
  denoExtension: 'Deno needs the file extension on a relative import ("{{specifier}}").',
  denoAlias: 'Deno knows no Vite alias: import "{{specifier}}" by its relative path.',
  sharedNode: 'src/shared stays pure: no node:* ("{{specifier}}").',
  sharedElectron: 'src/shared stays pure: no electron ("{{specifier}}").',
  sharedBrowser: 'src/shared stays pure: no DOM or React packages ("{{specifier}}").',
  rendererNode: 'No Node modules in the renderer ("{{specifier}}"); go through the Platform seam.',
  rendererElectron: 'No electron in the renderer ("{{specifier}}"); go through the Platform seam.',
  jotai: 'Import jotai through @/lib/state ("{{specifier}}").',
  app: 'Only app/ and the renderer entries (main.tsx, prerender.tsx) import app/ ("{{specifier}}").',
  crossFeature:
    'Feature "{{from}}" may not import from feature "{{to}}" ("{{specifier}}"); share through lib/ or components/.',
  sharedFolderToFeature:
    'renderer {{folder}}/ is shared by every feature and may not import features/ ("{{specifier}}").',
  preloadNode: 'The sandboxed preload cannot load Node modules ("{{specifier}}").',
  backendElectron: 'Hive Local never imports electron ("{{specifier}}").',
  functionElectron: 'Edge functions never import electron ("{{specifier}}").',
  functionOutside:
    'Edge functions import only supabase/functions/_shared and npm packages ("{{specifier}}" is {{target}}).',
  functionCross:
    'Function "{{from}}" may only import from _shared, not function "{{to}}" ("{{specifier}}").',
};
