/**
 * The warehouse choice of several problematic orders in one go (issue 19): the candidates every
 * one of them has, in the first order's order. None chosen yet: no order, no candidate.
 */
export function sharedCandidates<W extends { _id: string }>(candidateLists: readonly (readonly W[])[]): W[] {
  const [first, ...others] = candidateLists;
  if (!first) return [];
  return first.filter((w) => others.every((list) => list.some((c) => c._id === w._id)));
}
