// Parses a postgres_changes `filter` string (PostgREST syntax, as realtime-js builds it:
// `user_id=eq.42`, `status=in.(a,"b,c")`, `a=eq.1,b=not.lt.2`) into a SQL condition with
// parameters. The condition is evaluated by PostgreSQL against the changed row, so values are
// compared with the column's own type (uuid, timestamptz, numeric…) exactly as upstream does.

const OPERATORS = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
} as const;

type ScalarOperator = keyof typeof OPERATORS;

/** One `column=[not.]operator.value` condition. */
export type FilterCondition = {
  column: string;
  negated: boolean;
  operator: ScalarOperator | 'in' | 'is';
  values: string[];
};

/** A parsed filter, ready to be turned into SQL against a concrete row. */
export type ParsedFilter = { conditions: FilterCondition[] };

/** Thrown for a filter the server cannot understand; the message is shown to the client. */
export class FilterSyntaxError extends Error {
  override readonly name = 'FilterSyntaxError';
}

/** Splits on `separator` outside double quotes and parentheses. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (quoted && char === '\\') {
      current += char + (text[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (char === separator && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

function parseCondition(text: string): FilterCondition {
  const equals = text.indexOf('=');
  if (equals <= 0) throw new FilterSyntaxError(`Error parsing \`filter\` params: ${text}`);
  const column = text.slice(0, equals).trim();
  let rest = text.slice(equals + 1);
  const negated = rest.startsWith('not.');
  if (negated) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  if (dot <= 0) throw new FilterSyntaxError(`Error parsing \`filter\` params: ${text}`);
  const operator = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (operator === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) {
      throw new FilterSyntaxError(`Error parsing \`filter\` params: ${text}`);
    }
    const values = splitTopLevel(value.slice(1, -1), ',').map(unquote);
    if (values.length === 0 || values.some((item) => item === '')) {
      throw new FilterSyntaxError(`Error parsing \`filter\` params: ${text}`);
    }
    return { column, negated, operator, values };
  }
  if (operator === 'is') {
    if (!['null', 'true', 'false', 'unknown'].includes(value)) {
      throw new FilterSyntaxError(`Error parsing \`filter\` params: ${text}`);
    }
    return { column, negated, operator, values: [value] };
  }
  if (!(operator in OPERATORS))
    throw new FilterSyntaxError(`Error parsing \`filter\` params: ${text}`);
  return { column, negated, operator: operator as ScalarOperator, values: [unquote(value)] };
}

/** Parses a filter string; an empty or missing filter matches every row. */
export function parseFilter(filter: string | undefined | null): ParsedFilter {
  if (filter === undefined || filter === null || filter.trim() === '') return { conditions: [] };
  return { conditions: splitTopLevel(filter, ',').map((part) => parseCondition(part.trim())) };
}

/** Quotes an SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * The filter as an SQL condition on the current row; parameters are numbered from
 * `firstParameter`. Returns `true` for an empty filter.
 */
export function filterToSql(
  filter: ParsedFilter,
  firstParameter: number,
): { sql: string; params: string[] } {
  const params: string[] = [];
  const next = (value: string): string => {
    params.push(value);
    return `$${firstParameter + params.length - 1}`;
  };
  const parts = filter.conditions.map((condition) => {
    const column = quoteIdentifier(condition.column);
    let sql: string;
    if (condition.operator === 'in') {
      sql = `${column} in (${condition.values.map(next).join(', ')})`;
    } else if (condition.operator === 'is') {
      sql = `${column} is ${condition.values[0] ?? 'null'}`;
    } else {
      const raw = condition.values[0] ?? '';
      // PostgREST's like/ilike use `*` as the wildcard so the value survives in a URL.
      const value =
        condition.operator === 'like' || condition.operator === 'ilike'
          ? raw.replace(/\*/g, '%')
          : raw;
      sql = `${column} ${OPERATORS[condition.operator]} ${next(value)}`;
    }
    return condition.negated ? `not (${sql})` : sql;
  });
  return { sql: parts.length === 0 ? 'true' : parts.join(' and '), params };
}
