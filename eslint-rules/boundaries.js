// Local lint rules for Hive Studio's architecture boundaries (see ../shared/architecture.md).
// Written as a rule (not path globs) so the check understands both aliases and relative paths.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const featuresDir = path.join(root, 'src/renderer/src/features');
const functionsDir = path.join(root, 'supabase/functions');

/** Resolves an import specifier to an absolute path when it points into this repo, else null. */
function resolveSpecifier(fromFile, specifier) {
  if (specifier.startsWith('@/')) return path.join(root, 'src/renderer/src', specifier.slice(2));
  if (specifier.startsWith('@shared/')) return path.join(root, 'src/shared', specifier.slice(8));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

/** First folder below `base` that `file` lives in, or null when it is not below `base`. */
function topFolderUnder(base, file) {
  const relative = path.relative(base, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first] = relative.split(path.sep);
  return first ?? null;
}

function importVisitor(context, check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: (node) => {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') {
        check(node, node.source.value);
      }
    },
  };
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'features/X never imports features/Y; share through lib/ or components/.',
    },
    schema: [],
    messages: { cross: 'Feature "{{from}}" may not import from feature "{{to}}".' },
  },
  create(context) {
    const file = context.filename;
    const fromFeature = topFolderUnder(featuresDir, file);
    if (!fromFeature) return {};
    return importVisitor(context, (node, specifier) => {
      const target = resolveSpecifier(file, specifier);
      if (!target) return;
      const toFeature = topFolderUnder(featuresDir, target);
      if (toFeature && toFeature !== fromFeature) {
        context.report({ node, messageId: 'cross', data: { from: fromFeature, to: toFeature } });
      }
    });
  },
};

const functionsImportOnlyShared = {
  meta: {
    type: 'problem',
    docs: { description: 'supabase/functions/X imports only _shared and npm packages.' },
    schema: [],
    messages: { cross: 'Function "{{from}}" may only import from _shared, not "{{specifier}}".' },
  },
  create(context) {
    const file = context.filename;
    const fromFunction = topFolderUnder(functionsDir, file);
    if (!fromFunction || fromFunction === '_shared') return {};
    return importVisitor(context, (node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), specifier);
      const toFunction = topFolderUnder(functionsDir, target);
      if (toFunction !== fromFunction && toFunction !== '_shared') {
        context.report({ node, messageId: 'cross', data: { from: fromFunction, specifier } });
      }
    });
  },
};

export default {
  rules: {
    'no-cross-feature-imports': noCrossFeatureImports,
    'functions-import-only-shared': functionsImportOnlyShared,
  },
};
