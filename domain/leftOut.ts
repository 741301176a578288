/**
 * The `x-left-out` header of a file answer: the selected records the file has nothing for, by
 * name. Each name is percent-encoded, so a comma or any letter (a header carries Latin-1 only)
 * survives; the browser reads the list back with readLeftOut.
 */
export const leftOutHeader = (names: readonly string[]): string => names.map(encodeURIComponent).join(',');

export const readLeftOut = (header: string | null | undefined): string[] =>
  (header ?? '')
    .split(',')
    .filter(Boolean)
    .map((name) => {
      try {
        return decodeURIComponent(name);
      } catch {
        return name;
      }
    });
