import { createContext, useContext, type ReactNode } from 'react';
import type { AssignOrder, PurchaseOrder } from '../types';

/** The assign order a menu or a cell acts on, with its PO (whose status decides what is allowed). */
export interface AssignOrderScope {
  po: PurchaseOrder;
  assignOrder: AssignOrder;
}

const Scope = createContext<AssignOrderScope | null>(null);

export const AssignOrderScopeProvider = ({
  value,
  children,
}: {
  value: AssignOrderScope;
  children: ReactNode;
}) => <Scope.Provider value={value}>{children}</Scope.Provider>;

export function useAssignOrderScope(): AssignOrderScope {
  const value = useContext(Scope);
  if (!value) throw new Error('useAssignOrderScope needs an <AssignOrderScopeProvider>');
  return value;
}

/** The ids every assign-order call names: the assign order, and its PO's supplier (checked by the server). */
export const assignOrderRef = ({ po, assignOrder }: AssignOrderScope) => ({
  assignOrderId: assignOrder._id,
  supplierId: po.assigned_to._id,
});
