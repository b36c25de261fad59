import type { ReactNode } from "react";
import { TRPCReactProvider } from "../_lib/trpc";

// The dev boards draw the games' boards, which call the API from the browser: the provider the root layout leaves to
// the segments that need it.
export default function ApiLayout({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
