import { describe, expect, it } from 'vitest';
import { importChunkMs, MOST_ORDERS_PER_CHUNK, nextChunkSize } from './intake';
import { CHUNK_MS, CHUNK_ROWS } from '../batch';

describe('the orders of the next chunk of a file import', () => {
  it('double while chunks are quick, up to the most a chunk holds', () => {
    expect(nextChunkSize(CHUNK_ROWS, CHUNK_MS)).toBe(CHUNK_ROWS * 2);
    expect(nextChunkSize(MOST_ORDERS_PER_CHUNK, 1)).toBe(MOST_ORDERS_PER_CHUNK);
  });
  it('halve while chunks are slow, never below CHUNK_ROWS', () => {
    expect(nextChunkSize(800, 10 * CHUNK_MS)).toBe(400);
    expect(nextChunkSize(CHUNK_ROWS, 100 * CHUNK_MS)).toBe(CHUNK_ROWS);
  });
  it('stay as they are in between', () => {
    expect(nextChunkSize(300, 4 * CHUNK_MS)).toBe(300);
  });
  it('measure quick and slow against the time a chunk aims at on its engine', () => {
    const postgres = importChunkMs('postgres');
    expect(importChunkMs('pglite')).toBe(CHUNK_MS);
    expect(nextChunkSize(CHUNK_ROWS, 4 * CHUNK_MS, postgres)).toBe(CHUNK_ROWS * 2);
    expect(nextChunkSize(CHUNK_ROWS, 4 * CHUNK_MS)).toBe(CHUNK_ROWS);
    expect(nextChunkSize(800, 7 * postgres, postgres)).toBe(400);
  });
});
