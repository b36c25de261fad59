import type { ReactNode } from "react";
import { TRPCReactProvider } from "../_lib/trpc";

// This segment's pages call the API from the browser; the root layout has no provider, so that the pages that do
// not (home, the rules) load neither the API cache nor its hooks.
export default function ApiLayout({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
