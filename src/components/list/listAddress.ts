/** A list's path with its filter, as react-admin reads the filter from the address. */
export const listAddress = (path: string, filter: Record<string, string>) =>
  `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
