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

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        splitLink({
          condition: (op) => op.type === "subscription",
          true: httpSubscriptionLink({ url: "/api/trpc", transformer: superjson }),
          false: httpBatchStreamLink({ url: "/api/trpc", transformer: superjson }),
        }),
      ],
    }),
  );
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
