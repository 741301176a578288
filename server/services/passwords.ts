import crypto from 'node:crypto';
import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem } from '../../domain/password';

// OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1.
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2);

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    // Spend the same time as a real check so an unknown account is not told apart by timing.
    await argon2.verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= argon2.hash(crypto.randomBytes(16).toString('hex'), ARGON2));

const COMMON = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());

/** The shared policy with the server's list of common passwords. */
export const checkPassword = (password: string) => passwordProblem(password, isCommonPassword);

/** Random tokens of 256 bits; only their SHA-256 is stored. */
export const newToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
