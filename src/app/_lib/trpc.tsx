"use client";
// The browser's tRPC client: queries and mutations batched and streamed over HTTP, subscriptions over server-sent
// events; TanStack Query caches the answers. Components use `useTRPC()`:
//   const trpc = useTRPC(); const me = useQuery(trpc.user.me.queryOptions());
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createTRPCClient,
  httpBatchStreamLink,
  httpSubscriptionLink,
  isTRPCClientError,
  splitLink,
  type TRPCClientErrorLike,
} from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { useState, type ReactNode } from "react";
import superjson from "superjson";
import type { AppRouter } from "~/server/api/root";

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export type ApiError = TRPCClientErrorLike<AppRouter>;

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

function makeTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({ url: "/api/trpc", transformer: superjson }),
        false: httpBatchStreamLink({ url: "/api/trpc", transformer: superjson }),
      }),
    ],
  });
}

// One cache and one client per browser tab: the provider wraps only the parts that call the API (the pages' segments,
// the header's bell), not the root layout, so that a page with nothing to fetch does not load TanStack Query and the
// tRPC client; two providers on a page share what they fetch. The server makes them per render (no sharing between
// requests).
let browserClients: { queryClient: QueryClient; trpcClient: ReturnType<typeof makeTrpcClient> } | undefined;

function clients() {
  const made = () => ({ queryClient: makeQueryClient(), trpcClient: makeTrpcClient() });
  if (typeof window === "undefined") return made();
  return (browserClients ??= made());
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const [{ queryClient, trpcClient }] = useState(clients);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/** Per-field messages of a failed call: zod's input errors and a domain error's field. */
export function fieldErrorsOf(error: unknown): {
  fields: Record<string, string>;
  form: string | null;
} {
  if (!error) return { fields: {}, form: null };
  if (!isTRPCClientError<AppRouter>(error))
    return { fields: {}, form: error instanceof Error ? error.message : "Something went wrong. Please try again." };
  const fields: Record<string, string> = {};
  const data = error.data;
  const fieldErrors: Record<string, string[] | undefined> = data?.zodError?.fieldErrors ?? {};
  for (const [k, v] of Object.entries(fieldErrors)) if (v?.[0]) fields[k] = v[0];
  if (data?.field) fields[data.field] = error.message;
  const form = Object.keys(fields).length ? null : error.message;
  return { fields, form };
}
