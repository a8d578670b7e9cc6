import type { Context } from 'hono';

/** Staff lists answer this many rows at a time; `?page=2` asks for the next ones. */
export const STAFF_LIST_PAGE_SIZE = 500;

/** Pages beyond this are not offered (5,000,000 rows in): a search narrows the list instead. */
const LAST_PAGE = 10_000;

/** One page of a staff list, and whether a further page holds more. */
export interface ListPage<T> {
  items: T[];
  hasMore: boolean;
}

/** `?page=`, read leniently: anything but a whole number from 1 up is the first page. */
export function listPageNumber(value: string | undefined): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= LAST_PAGE ? page : 1;
}

/** The rows to skip and take for `page`: one more than a page, to learn whether more follow. */
export function pageWindow(page: number, size = STAFF_LIST_PAGE_SIZE) {
  return { offset: (page - 1) * size, limit: size + 1 };
}

/** The page from rows fetched with `pageWindow`: at most `size`, and whether more follow. */
export function toListPage<T>(rows: T[], size = STAFF_LIST_PAGE_SIZE): ListPage<T> {
  return { items: rows.slice(0, size), hasMore: rows.length > size };
}

/**
 * Answers one page of a list as a JSON array (the shape the list always had), with a
 * `Link: <…page=N+1>; rel="next"` header (RFC 8288) when the list goes on, so a client can tell
 * it was cut and ask for the rest with the same filters.
 */
export function listPageJson<T>(c: Context, page: number, result: ListPage<T>) {
  if (result.hasMore && page < LAST_PAGE) {
    const url = new URL(c.req.url);
    url.searchParams.set('page', String(page + 1));
    c.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return c.json(result.items);
}
