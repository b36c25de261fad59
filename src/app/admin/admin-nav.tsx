"use client";
// The admin area's own places, under the page header (a row of tabs that wraps on phones).
import Link from "next/link";
import { usePathname } from "next/navigation";

const PLACES = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/presets", label: "House rules" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/audit", label: "Audit log" },
  { href: "/admin/email", label: "Email" },
] as const;

export function AdminNav() {
  const pathname = usePathname() ?? "/admin";
  return (
    <nav aria-label="Admin" className="mb-8 border-b border-paper-edge">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {PLACES.map((p) => {
          const current =
            p.href === "/admin" ? pathname === "/admin" : pathname === p.href || pathname.startsWith(`${p.href}/`);
          return (
            <li key={p.href}>
              <Link
                href={p.href}
                aria-current={current ? "page" : undefined}
                className={`inline-block border-b-4 px-3 py-2 font-semibold no-underline ${current ? "border-beni text-ink" : "border-transparent text-ink-soft hover:border-paper-edge hover:text-ink"}`}
              >
                {p.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
