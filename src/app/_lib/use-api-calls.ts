"use client";
// Mutations without TanStack Query, for a part of a page a visitor meets (a tournament's registration): one pending
// flag and one error for a group of buttons that act one at a time.
import { useCallback, useState } from "react";
import { mutate } from "./api-stream";

export function useApiCalls() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const call: typeof mutate = useCallback((router, procedure, input) => {
    setPending(true);
    setError(null);
    return mutate(router, procedure, input)
      .catch((e: unknown) => setError(e instanceof Error ? e : new Error(String(e))))
      .finally(() => setPending(false));
  }, []);
  return { call, pending, error };
}
