import type { ReactNode } from "react";
import { AdminNav } from "./admin-nav";

// The admin pages check access themselves (requireAdminPage): a layout is not re-run on every navigation.
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AdminNav />
      {children}
    </>
  );
}
