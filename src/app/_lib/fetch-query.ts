// A query's data read once, outside a component (an action that needs an answer first): apart from the cache's
// class, so that the pages that never ask for one (a table) do not carry it.
import type { Observer, QueryClient, QueryKey } from "./query-cache";

/** The key's data: as held when fresh, else fetched; throws the call's error. */
export async function fetchQuery<T>(
  client: QueryClient,
  options: Pick<Observer, "structuralSharing"> & {
    queryKey: QueryKey;
    queryFn: () => Promise<T> | T;
    staleTime?: number;
  },
): Promise<T> {
  const { queryKey, queryFn, structuralSharing } = options;
  const staleTime = options.staleTime ?? client.defaults.staleTime;
  if (!client.isStale(queryKey, staleTime)) return client.getQueryData<T>(queryKey)!;
  await client.fetch(queryKey, { fetch: async () => queryFn(), enabled: true, staleTime, retry: 0, structuralSharing });
  const { status, error, data } = client.state(queryKey);
  if (status === "error" && error) throw error;
  return data as T;
}
