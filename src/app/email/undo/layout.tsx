import type { ReactNode } from "react";
import { TRPCReactProvider } from "../../_lib/trpc";

// The undo page confirms from the browser; the root layout has no API provider (see reset-password/layout.tsx).
export default function UndoLayout({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
