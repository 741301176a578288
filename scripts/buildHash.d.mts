export const BUILD_INPUTS: string[];
export const HASH_FILE: string;
export function sourceHash(root: string, inputs?: string[]): string;
export function builtHash(root: string): string | null;
