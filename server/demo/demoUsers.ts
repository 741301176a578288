import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { SignedInUser } from '../services/auth';

export const DEMO_ADMIN_EMAIL = 'admin@demo.test';

/** A seeded account as the services see a signed-in user, or null when it is not there. */
export async function demoUser(db: Database, email: string): Promise<SignedInUser | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user
    ? {
        id: user.id,
        email: user.email,
        role: user.role as SignedInUser['role'],
        warehouseId: user.warehouseId,
        supplierId: user.supplierId,
        sessionId: '',
      }
    : null;
}
