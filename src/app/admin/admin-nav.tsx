"use client";
// The admin area's own places, under the page header (a row of tabs that wraps on phones).
import Link from "next/link";
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";

/** Each place and its label's key in the Admin catalog. */
const PLACES = [
  { href: "/admin", key: "overview" },
  { href: "/admin/presets", key: "houseRules" },
  { href: "/admin/users", key: "users" },
  { href: "/admin/audit", key: "audit" },
  { href: "/admin/email", key: "email" },
] as const;

export function AdminNav() {
  const t = useTranslations("Admin");
  const pathname = usePathname() ?? "/admin";
  return (
    <nav aria-label={t("nav.label")} className="mb-8 border-b border-paper-edge">
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
                {t(`nav.${p.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
