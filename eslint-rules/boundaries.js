// Local lint rules for Hive Studio's architecture boundaries (../shared/architecture.md,
// "Import rules"). Written as rules rather than path globs so every import is first resolved to
// what it names (resolve-import.js) and then checked by layer (layers.js): a deep '../' escape,
// an alias, a package subpath or a require() all meet the same check.
import path from 'node:path';
import { findViolation, messages } from './layers.js';
import { resolveImport, root } from './resolve-import.js';

/** The string of a literal or an expression-free template literal, else null. */
function staticString(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? null;
  }
  return null;
}

/** Calls `check(node, specifier)` for every form of import a file can contain. */
function importVisitor(check) {
  const fromSource = (node) => {
    const specifier = staticString(node.source);
    if (specifier !== null) check(node, specifier);
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
    CallExpression(node) {
      if (node.callee.type !== 'Identifier' || node.callee.name !== 'require') return;
      const specifier = staticString(node.arguments[0]);
      if (specifier !== null) check(node, specifier);
    },
    // import x = require('y')
    TSExternalModuleReference(node) {
      const specifier = staticString(node.expression);
      if (specifier !== null) check(node, specifier);
    },
    // type T = typeof import('y')
    TSImportType(node) {
      // typescript-eslint 8.x names the literal `source`; older versions wrap it in `argument`.
      const literal =
        node.source ?? (node.argument?.type === 'TSLiteralType' ? node.argument.literal : null);
      const specifier = staticString(literal);
      if (specifier !== null) check(node, specifier);
    },
  };
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Every import obeys the architecture's layer rules." },
    schema: [],
    messages,
  },
  create(context) {
    const file = path.resolve(context.cwd, context.filename);
    return importVisitor((node, specifier) => {
      const violation = findViolation(file, resolveImport(file, specifier), specifier);
      if (violation) context.report({ node, ...violation });
    });
  },
};

// The one file that may reach the preload's bridge; everything else goes through Platform.
const bridgeOwner = path.join(root, 'src/renderer/src/platform/desktop-platform.ts');
const globalObjects = new Set(['window', 'globalThis', 'self']);

/** `window`, `globalThis` or `self`, seen through casts and parentheses (`(window as any)`). */
function isGlobalObject(node) {
  let current = node;
  while (
    current &&
    ['TSAsExpression', 'TSTypeAssertion', 'TSNonNullExpression', 'TSSatisfiesExpression'].includes(
      current.type,
    )
  ) {
    current = current.expression;
  }
  return current?.type === 'Identifier' && globalObjects.has(current.name);
}

const isDesktopKey = (node, computed) =>
  computed
    ? staticString(node) === 'desktop'
    : node.type === 'Identifier' && node.name === 'desktop';

const desktopBridge = {
  meta: {
    type: 'problem',
    docs: { description: 'Only platform/desktop-platform.ts touches window.desktop.' },
    schema: [],
    messages: {
      bridge:
        'Only src/renderer/src/platform/desktop-platform.ts touches {{name}}.desktop; use the Platform seam.',
    },
  },
  create(context) {
    if (path.resolve(context.cwd, context.filename) === bridgeOwner) return {};
    const report = (node, object) =>
      context.report({ node, messageId: 'bridge', data: { name: object.name ?? 'window' } });
    const unwrap = (node) => (node.type === 'Identifier' ? node : unwrap(node.expression));
    return {
      MemberExpression(node) {
        if (isGlobalObject(node.object) && isDesktopKey(node.property, node.computed)) {
          report(node, unwrap(node.object));
        }
      },
      // const { desktop } = window
      VariableDeclarator(node) {
        if (node.id.type !== 'ObjectPattern' || !node.init || !isGlobalObject(node.init)) return;
        const taken = node.id.properties.some(
          (property) =>
            property.type === 'Property' && isDesktopKey(property.key, property.computed),
        );
        if (taken) report(node, unwrap(node.init));
      },
    };
  },
};

export default {
  rules: { boundaries, 'desktop-bridge': desktopBridge },
};
