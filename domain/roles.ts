/** The three kinds of signed-in staff. Each gets its own application shell. */
export const ROLES = ['Admin', 'Warehouse', 'Supplier'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
