"use client";
// A header link that says whether it is the page shown: the root layout is not drawn again on a navigation in the
// browser, so the server's header cannot say it; the link reads the address itself.
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

export function isCurrent(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** `className` always; `current` or `other` added as the link is the page shown or not. */
export function HeaderLink({
  href,
  className,
  current = "",
  other = "",
  testId,
  children,
}: {
  href: string;
  className: string;
  current?: string;
  other?: string;
  testId?: string;
  children: ReactNode;
}) {
  const here = isCurrent(usePathname() ?? "/", href);
  return (
    <Link
      href={href}
      aria-current={here ? "page" : undefined}
      className={[className, here ? current : other].filter(Boolean).join(" ")}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}
