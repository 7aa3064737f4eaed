import { describe, expect, it } from 'vitest';
import { FilterSyntaxError, filterToSql, parseFilter } from './change-filter';

describe('postgres_changes filters', () => {
  it('turns an eq filter into a typed SQL comparison with a parameter', () => {
    expect(filterToSql(parseFilter('user_id=eq.42'), 2)).toEqual({
      sql: '"user_id" = $2',
      params: ['42'],
    });
  });

  it('reads quoted in-lists with commas inside values', () => {
    expect(filterToSql(parseFilter('status=in.(open,"a,b")'), 1)).toEqual({
      sql: '"status" in ($1, $2)',
      params: ['open', 'a,b'],
    });
  });

  it('combines several conditions with AND and honours not., is and like wildcards', () => {
    expect(filterToSql(parseFilter('a=not.lt.3,b=is.null,c=ilike.*x*'), 1)).toEqual({
      sql: 'not ("a" < $1) and "b" is null and "c" ilike $2',
      params: ['3', '%x%'],
    });
  });

  it('treats an empty filter as matching every row', () => {
    expect(filterToSql(parseFilter(''), 1)).toEqual({ sql: 'true', params: [] });
    expect(filterToSql(parseFilter(undefined), 1)).toEqual({ sql: 'true', params: [] });
  });

  it('rejects an unknown operator or a malformed condition', () => {
    expect(() => parseFilter('a=between.1')).toThrow(FilterSyntaxError);
    expect(() => parseFilter('justtext')).toThrow(FilterSyntaxError);
    expect(() => parseFilter('a=in.1,2')).toThrow(FilterSyntaxError);
  });
});
