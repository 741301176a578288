/**
 * The schedule dialog offers times in the operator's zone, so each scheduled PO and PUO the
 * routes answer names it: `zoned` adds time_zone to one record, `zonedList` to a page of them
 * (answered under `listKey`, with its count).
 */
export function operatorZoned<K extends string>(timeZone: string, listKey: K) {
  const zoned = <T extends object>(record: T) => ({ ...record, time_zone: timeZone });
  const zonedList = <P extends object>(answer: { count: number } & { [key in K]: P[] }) =>
    ({ count: answer.count, [listKey]: answer[listKey].map(zoned) }) as { count: number } & {
      [key in K]: (P & { time_zone: string })[];
    };
  return { zoned, zonedList };
}
