/**
 * The activate/deactivate toggle (spec 001 section 4): the browser sends the status it shows,
 * the current one. When the stored status still matches, the toggle flips it; when it does not,
 * someone changed it meanwhile and the toggle changes nothing.
 */
export type Activation = { activated: boolean } | { conflict: true };

export function nextActivation(stored: boolean, sentCurrent: boolean): Activation {
  return stored === sentCurrent ? { activated: !stored } : { conflict: true };
}

export const ACTIVATION_CONFLICT = 'The status was changed meanwhile; reload and try again';

/**
 * Only activated records are offered wherever one is chosen (issue 8 item 9: a supplier in Add
 * Product). A record already chosen stays usable after its deactivation: a product keeps the
 * supplier it was created with (its supplier cannot change), so editing it still works.
 */
export function mayChoose(record: { activated: boolean }, alreadyChosen = false): boolean {
  return record.activated || alreadyChosen;
}

/** A warehouse, supplier or shipping agent as stored (deletedAt) or as the API answers it (deleted_at). */
export interface Activatable {
  activated: boolean;
  deletedAt?: Date | string | null;
  deleted_at?: string | null;
}

/**
 * A record still in use: it exists, is activated and is not deleted. A deleted record keeps its
 * activated flag, so both are read: a deleted agent takes no pickup, a deleted warehouse's
 * account signs in no more.
 */
export function isActive(record: Activatable | null | undefined): boolean {
  return !!record && record.activated && !record.deletedAt && !record.deleted_at;
}

/**
 * Whether an account may act: a Warehouse or Supplier account while the warehouse or supplier it
 * belongs to is live (`owner`, as read), an Admin always; anything else never.
 */
export function ownerLetsAct(
  user: { role: string; warehouseId: string | null; supplierId: string | null },
  owner: Activatable | null | undefined,
): boolean {
  if ((user.role === 'Warehouse' && user.warehouseId) || (user.role === 'Supplier' && user.supplierId))
    return isActive(owner);
  return user.role === 'Admin';
}

/** What choosing a record that is deactivated or deleted answers (a 400 naming the field). */
export const CHOOSE_ACTIVE_WAREHOUSE = 'Choose an activated warehouse';
export const CHOOSE_ACTIVE_SUPPLIER = 'Choose an activated supplier';
export const CHOOSE_ACTIVE_AGENT = 'Choose an activated shipping agent';

export const SUPPLIER_DEACTIVATED = 'This supplier is deactivated: choose an activated supplier';
