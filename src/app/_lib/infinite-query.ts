"use client";
// A list read page by page through the browser's API cache (query-hooks.ts): apart from the other hooks, so that the
// pages without a paged list (a table) do not carry it.
import { useState } from "react";
import { resultOf, useCacheEntry, useQueryClient, type QueryOptions } from "./query-hooks";

export interface InfiniteData<P> {
  pages: P[];
  pageParams: unknown[];
}

export interface InfiniteQueryOptions<P> extends Omit<QueryOptions<InfiniteData<P>>, "queryFn" | "initialData"> {
  /** One page, from `cursor` (undefined: the first). */
  pageFn: (cursor: unknown) => Promise<P>;
  getNextPageParam: (last: P) => unknown;
}

/** A list read page by page: its pages so far, and the next on asking. A refetch reads again as many pages. */
export function useInfiniteQuery<P>(options: InfiniteQueryOptions<P>) {
  const client = useQueryClient();
  const { queryKey, pageFn, getNextPageParam } = options;
  const refetchAll = async (): Promise<InfiniteData<P>> => {
    const had = client.getQueryData<InfiniteData<P>>(queryKey)?.pages.length ?? 1;
    const data: InfiniteData<P> = { pages: [], pageParams: [] };
    let cursor: unknown = undefined;
    for (let i = 0; i < Math.max(had, 1); i++) {
      if (i > 0 && (cursor = getNextPageParam(data.pages.at(-1)!)) == null) break;
      data.pages.push(await pageFn(cursor));
      data.pageParams.push(cursor);
    }
    return data;
  };
  const { state, refetch } = useCacheEntry<InfiniteData<P>>({ ...options, queryFn: refetchAll }, refetchAll);
  const data = state.data as InfiniteData<P> | undefined;
  const last = data?.pages.at(-1);
  const next = last === undefined ? undefined : getNextPageParam(last);
  const [fetchingNext, setFetchingNext] = useState(false);
  const fetchNextPage = async () => {
    if (next == null) return;
    setFetchingNext(true);
    try {
      const page = await pageFn(next);
      client.setQueryData<InfiniteData<P>>(queryKey, (cur) =>
        cur ? { pages: [...cur.pages, page], pageParams: [...cur.pageParams, next] } : cur,
      );
    } finally {
      setFetchingNext(false);
    }
  };
  return {
    ...resultOf<InfiniteData<P>>(state, refetch),
    hasNextPage: next != null,
    fetchNextPage,
    isFetchingNextPage: fetchingNext,
  };
}
