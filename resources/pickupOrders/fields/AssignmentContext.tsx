import { createContext, useContext, type ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import type { PickupOrder, PuoAssignment } from '../types';

interface AssignmentValue {
  puo: PickupOrder;
  assignment: PuoAssignment;
}

const Assignment = createContext<AssignmentValue | null>(null);

/** The assignment a cell or menu entry is about, and its PUO. */
export function useAssignment(): AssignmentValue | null {
  return useContext(Assignment);
}

export const AssignmentProvider = ({
  puo,
  assignment,
  children,
}: AssignmentValue & { children: ReactNode }) => (
  <Assignment.Provider value={{ puo, assignment }}>{children}</Assignment.Provider>
);

/**
 * A PUO row shows its first assignment (spec 000: "a count button expanding the extra ones"): the
 * row's cells and menu are about it.
 */
export const FirstAssignment = ({ children }: { children: ReactNode }) => {
  const puo = useRecordContext<PickupOrder>();
  const first = puo?.assign_orders[0];
  if (!puo || !first) return null;
  return (
    <AssignmentProvider puo={puo} assignment={first}>
      {children}
    </AssignmentProvider>
  );
};
