// Keyset pages of a list: a page starts after the row whose id the previous page ended with (its cursor) and asks for
// one row more than it shows, so that the extra row tells whether another page follows.

/** Which page: the one after the row whose id is `cursor` (null: the first), of at most `take` rows. */
export interface PageRequest {
  cursor: string | null;
  take: number;
}

/** A page of rows and the cursor of the next page (null: this is the last). */
export interface Page<T> {
  rows: T[];
  nextCursor: string | null;
}

/** What a findMany adds to read the page: from after the cursor's row, one row more than the page shows. */
export function pageArgs({ cursor, take }: PageRequest): { cursor?: { id: string }; skip?: number; take: number } {
  return { ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}), take: take + 1 };
}

/** A page read with pageArgs: its rows (at most `take`, each through `map`) and the next page's cursor. */
export function pageOf<R, T extends { id: string }>(
  rows: readonly R[],
  { take }: PageRequest,
  map: (row: R) => T,
): Page<T> {
  const page = rows.slice(0, take).map(map);
  return { rows: page, nextCursor: rows.length > take ? page[page.length - 1]!.id : null };
}
