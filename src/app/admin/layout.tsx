import type { ReactNode } from "react";
import { TRPCReactProvider } from "../_lib/trpc";
import { AdminNav } from "./admin-nav";
import { withMessages } from "~/i18n/route-messages";

// The admin pages check access themselves (requireAdminPage): a layout is not re-run on every navigation. They call
// the API from the browser: the provider is here, not in the root layout (see there).
function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <TRPCReactProvider>
      <AdminNav />
      {children}
    </TRPCReactProvider>
  );
}

export default withMessages("admin/layout.tsx", AdminLayout);
