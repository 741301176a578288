import { describe, expect, it } from 'vitest';
import { nameable, statementName } from './namedStatements';

describe('statements prepared under a name', () => {
  it('names one statement with parameters, given in its config or beside it', () => {
    expect(nameable({ text: 'select * from orders where id = $1' }, ['a'])).toBe(true);
    expect(nameable({ text: 'select * from orders where id = $1', values: ['a'] }, undefined)).toBe(true);
  });

  it('leaves unnamed a search, whose best plan depends on its term', () => {
    expect(
      nameable({ text: 'select id from orders where search_text like $1 limit $2' }, ['%ada%', 10]),
    ).toBe(false);
  });

  it('leaves unnamed a statement without parameters, two statements, a text, or one named already', () => {
    expect(nameable({ text: 'create index x on orders (id)' }, undefined)).toBe(false);
    expect(nameable({ text: 'select 1 where $1' }, [])).toBe(false);
    expect(nameable({ text: "begin; select set_config('app.actor', $1, true)" }, ['x'])).toBe(false);
    expect(nameable('select * from orders where id = $1', ['a'])).toBe(false);
    expect(nameable({ text: 'select $1', name: 'mine' }, ['a'])).toBe(false);
  });

  it('gives a text the same name each time, another text another name, within the length PostgreSQL keeps', () => {
    const text = 'select * from orders where id = $1';
    expect(statementName(text)).toBe(statementName(`${text}`));
    expect(statementName(text)).not.toBe(statementName(`${text} limit $2`));
    expect(statementName('x'.repeat(10_000)).length).toBeLessThanOrEqual(63);
  });
});
