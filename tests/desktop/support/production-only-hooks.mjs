// Module resolution hooks for production-only.mjs (they run on Node's loader thread).
let denied = new Set();

export function initialize(data) {
  denied = new Set(data.denied);
}

function packageOf(specifier) {
  if (/^(node:|data:|file:|\.|\/)/.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

export async function resolve(specifier, context, next) {
  const name = packageOf(specifier);
  if (name && denied.has(name))
    throw new Error(`${specifier}: a development package, absent from a production install`);
  return next(specifier, context);
}
