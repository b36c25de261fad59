// Every admin procedure by path and kind: plain data, so the end-to-end suite can call each one as a player over
// HTTP. admin-access.test.ts fails when this list and the router differ, or when a procedure has no test of its own.
export const ADMIN_PROCEDURES = [
  { path: "admin.overview", type: "query" },
  { path: "admin.mailLog", type: "query" },
  { path: "admin.users", type: "query" },
  { path: "admin.setRole", type: "mutation" },
  { path: "admin.suspend", type: "mutation" },
  { path: "admin.unsuspend", type: "mutation" },
  { path: "admin.audit", type: "query" },
  { path: "admin.presets.list", type: "query" },
  { path: "admin.presets.get", type: "query" },
  { path: "admin.presets.create", type: "mutation" },
  { path: "admin.presets.edit", type: "mutation" },
  { path: "admin.presets.hide", type: "mutation" },
  { path: "admin.presets.unhide", type: "mutation" },
  { path: "admin.presets.setDefault", type: "mutation" },
] as const satisfies readonly { path: string; type: "query" | "mutation" }[];

/** The admin pages: each answers 403 to a player and sends a visitor to sign in. */
export const ADMIN_PAGES = ["/admin", "/admin/presets", "/admin/presets/new", "/admin/users", "/admin/audit"] as const;
