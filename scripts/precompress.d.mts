import type { Plugin } from 'vite';

export function precompress(dir: string): string[];
export function precompressPlugin(): Plugin;
