import type { ReactNode } from "react";
import { TRPCReactProvider } from "../../_lib/trpc";

// The form calls the API from the browser; the root layout has no provider, so that the pages that do
// not (home, the rules, an event's page) load neither TanStack Query nor the tRPC client.
export default function ApiLayout({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
