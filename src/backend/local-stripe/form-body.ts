// Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys, as its
// libraries send them (`metadata[user_id]=…`, `line_items[0][price_data][unit_amount]=2499`).

/** A decoded form value: text, or nested objects and arrays of them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(key: string): string[] {
  const head = key.split('[', 1)[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
  return [head, ...rest];
}

// Arrays arrive as indices (`[0]`); they are built as objects first and turned into arrays after.
function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, toArrays(value[key] as FormValue)]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key] as FormValue);
  }
  return converted;
}

/** Decodes a Stripe form body (or query string) into nested objects and arrays. */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node: FormObject = root;
    path.forEach((segment, index) => {
      // `expand[]=a&expand[]=b` style: empty brackets append.
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) node[name] = {};
      node = node[name] as FormObject;
    });
  }
  return toArrays(root) as FormObject;
}
