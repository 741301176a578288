import { describe, expect, it } from 'vitest';
import { ANSWERS, germanAnswer, keyFields, saidOf, say, type AnswerText } from './answers';

const entries = Object.entries(ANSWERS) as [string, AnswerText][];
const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the catalogue of the server’s answers', () => {
  it('words each answer once in English, so a sentence names one key', () => {
    const english = entries.map(([, text]) => text.en);
    expect(english.filter((en, i) => english.indexOf(en) !== i)).toEqual([]);
  });

  it('has German for every answer, with the same values in it as the English', () => {
    const uneven = entries.filter(
      ([, text]) => !text.de || places(text.de).join() !== places(text.en).join(),
    );
    expect(uneven.map(([key]) => key)).toEqual([]);
  });

  it('says an answer in English with its key and values', () => {
    expect(say('noTicketNoWarehouse', { orders: '#1042, #1043' })).toEqual({
      msg: 'No ticket for #1042, #1043: no warehouse yet',
      key: 'noTicketNoWarehouse',
      values: { orders: '#1042, #1043' },
    });
    expect(say('notFound')).toEqual({ msg: 'Not found', key: 'notFound' });
  });

  it('finds the key of a sentence written out whole, and none for another', () => {
    expect(saidOf('Order not found')).toEqual({ msg: 'Order not found', key: 'orderNotFound' });
    expect(keyFields(saidOf('Order status changed to Ready'))).toEqual({});
  });

  it('finds the German by the key, values put back and a label in German', () => {
    expect(germanAnswer('pdfNotDrawn', { why: 'it took over 1 s' })).toBe(
      'Das PDF konnte nicht erstellt werden: it took over 1 s',
    );
    const label = (value: string) => (value === 'Name' ? 'Bezeichnung' : value);
    expect(germanAnswer('cannotBeChanged', { field: 'Name' }, label)).toBe(
      'Bezeichnung kann nicht geändert werden',
    );
    expect(germanAnswer('noSuchKey')).toBeNull();
  });
});
