"use client";
// The header: brand, the places (Admin only for admins), who is signed in, the language and the bell. Below 1280 px
// the places and the account collapse behind a Menu button (touch and keyboard: Enter/Space opens, Escape closes and returns
// focus, following a link closes it): in one row at 1024 px an admin's places in French or Spanish, the language, the
// name and Sign out ran 128 to 144 px past the screen and the bell off it, and a long name did it in English. Sign out
// keeps its words on one line; the name gives way instead, down to its initial (a Spanish admin's row at 1280 px ran
// 95 px past the screen with the name whole).
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { signOut } from "../../_lib/sign-out";
import { useTranslations } from "next-intl";
import { useCallback, useId, useRef, useState } from "react";
import { useHydrated } from "~/app/_lib/use-hydrated";
import { useDismissable } from "../../_lib/use-dismissable";
import { BrandMark } from "./brand-mark";
import { LanguageSwitcher } from "./language-switcher";
import { LazyNotificationBell } from "./lazy-notification-bell";
import { nameInitial } from "../../_lib/name-initial";

export interface HeaderUser {
  displayName: string;
  role: "PLAYER" | "ADMIN";
}

const PLACES = [
  { href: "/play", label: "play" },
  { href: "/tournaments", label: "tournaments" },
  { href: "/replays", label: "replays" },
  { href: "/players", label: "players" },
] as const;

function isCurrent(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const t = useTranslations("Header");
  const pathname = usePathname() ?? "/";
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // Before the script takes over, a tap on the menu would be lost.
  const hydrated = useHydrated();
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closePanel = useCallback(() => setOpen(false), []);

  // A navigation closes the menu (adjusted while rendering, not in an effect).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useDismissable(open, closePanel, panelRef, buttonRef);

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut();
      router.push("/");
      router.refresh();
    } finally {
      setSigningOut(false);
    }
  }

  const places = user?.role === "ADMIN" ? [...PLACES, { href: "/admin", label: "admin" } as const] : PLACES;

  return (
    <header className="relative z-30 border-b-4 border-beni bg-ink text-paper shadow-md">
      {/* Below 360 px (a 320 px phone) the row tightens, so the Menu button stays on the screen. */}
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2.5 min-[360px]:gap-3 min-[360px]:px-4 sm:px-6">
        <Link
          href="/"
          className="flex items-center gap-2.5 rounded-md text-paper no-underline hover:text-paper"
          aria-label={t("home")}
        >
          <BrandMark className="h-9 w-7 shrink-0" />
          <span className="font-display text-lg font-semibold tracking-wide min-[360px]:text-xl">{t("brand")}</span>
        </Link>

        {/* The language and the bell stay outside the menu, in sight at every width (after the account from 1280 px):
            behind the Menu a visitor who cannot read the page did not find their language. */}
        <div className="ml-auto shrink-0 xl:order-last xl:ml-0">
          <LanguageSwitcher signedIn={user !== null} />
        </div>
        {user ? (
          <div className="shrink-0 xl:order-last xl:ml-1">
            <LazyNotificationBell />
          </div>
        ) : null}
        {/* On a phone the Menu is a 44 px icon (its word for a screen reader): with the globe and the bell beside it,
            "メニュー" took a 390 px row past the screen. */}
        <button
          ref={buttonRef}
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-paper/30 px-3 text-sm font-semibold text-paper max-sm:px-0 xl:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          disabled={!hydrated}
          onClick={() => setOpen((o) => !o)}
        >
          <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
            {open ? (
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M3 6h14M3 10h14M3 14h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          <span className="max-sm:sr-only">{t("menu")}</span>
        </button>

        <div
          ref={panelRef}
          id={menuId}
          className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-1 border-b-4 border-beni bg-ink px-4 pt-2 pb-4 shadow-xl xl:static xl:ml-4 xl:flex xl:min-w-0 xl:flex-1 xl:flex-row xl:items-center xl:gap-2 xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none`}
        >
          <nav aria-label={t("navLabel")} className="xl:flex-1">
            <ul className="flex flex-col gap-1 xl:flex-row xl:gap-1">
              {places.map((p) => {
                const current = isCurrent(pathname, p.href);
                return (
                  <li key={p.href}>
                    <Link
                      href={p.href}
                      aria-current={current ? "page" : undefined}
                      className={`block rounded-md px-3 py-2.5 xl:px-2 2xl:px-3 font-semibold no-underline xl:py-1.5 ${
                        current
                          ? "bg-beni text-paper hover:text-paper"
                          : "text-paper/85 hover:bg-paper/10 hover:text-paper"
                      }`}
                    >
                      {t(p.label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className="mt-2 flex flex-wrap items-center gap-2 xl:min-w-0 xl:flex-nowrap border-t border-paper/15 pt-3 xl:mt-0 xl:border-0 xl:pt-0">
            {user ? (
              <>
                <Link
                  href="/profile"
                  aria-current={isCurrent(pathname, "/profile") ? "page" : undefined}
                  className="flex min-h-11 max-w-[16rem] min-w-11 items-center gap-2 rounded-md px-2 text-paper no-underline hover:bg-paper/10 hover:text-paper"
                  data-testid="header-user"
                >
                  <span
                    aria-hidden="true"
                    className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-kin font-bold text-ink"
                  >
                    {nameInitial(user.displayName)}
                  </span>
                  <span className="truncate font-semibold">{user.displayName}</span>
                  <span className="sr-only">{t("yourProfile")}</span>
                </Link>
                <button
                  type="button"
                  onClick={onSignOut}
                  disabled={signingOut}
                  className="min-h-11 shrink-0 rounded-md border border-paper/30 px-3 text-sm font-semibold whitespace-nowrap text-paper hover:bg-paper/10 disabled:opacity-60"
                >
                  {signingOut ? t("signingOut") : t("signOut")}
                </button>
              </>
            ) : (
              <>
                <Link
                  href="/sign-in"
                  className="flex min-h-11 items-center rounded-md px-3 font-semibold text-paper no-underline hover:bg-paper/10 hover:text-paper"
                >
                  {t("signIn")}
                </Link>
                <Link href="/sign-up" className="btn btn-primary min-h-11 py-1.5 text-sm whitespace-nowrap">
                  {t("createAccount")}
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
