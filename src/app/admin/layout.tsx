import type { ReactNode } from "react";
import { AdminNav } from "./admin-nav";
import { withMessages } from "~/i18n/route-messages";

// The admin pages check access themselves (requireAdminPage): a layout is not re-run on every navigation.
function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AdminNav />
      {children}
    </>
  );
}

export default withMessages("admin/layout.tsx", AdminLayout);
