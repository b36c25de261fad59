// The header: brand, the places (Admin only for admins), who is signed in, the language and the bell. Below 1280 px
// the places and the account collapse behind a Menu button (touch and keyboard: Enter/Space opens, Escape closes and returns
// focus, following a link closes it): in one row at 1024 px an admin's places in French or Spanish, the language, the
// name and Sign out ran 128 to 144 px past the screen and the bell off it, and a long name did it in English. Sign out
// keeps its words on one line; the name gives way instead, down to its initial (a Spanish admin's row at 1280 px ran
// 95 px past the screen with the name whole). Drawn on the server: the browser's script holds only its live parts (the
// Menu, which link is the page shown, Sign out, the language, the bell), not the header's markup.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { BrandMark } from "./brand-mark";
import { HeaderLink } from "./header-link";
import { HeaderMenu } from "./header-menu";
import { LanguageSwitcher } from "./language-switcher";
import { LazyNotificationBell } from "./lazy-notification-bell";
import { SignOutButton } from "./sign-out-button";
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

export async function SiteHeader({ user }: { user: HeaderUser | null }) {
  const t = await getTranslations("Header");
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
        <HeaderMenu label={t("menu")}>
          <nav aria-label={t("navLabel")} className="xl:flex-1">
            <ul className="flex flex-col gap-1 xl:flex-row xl:gap-1">
              {places.map((p) => (
                <li key={p.href}>
                  <HeaderLink
                    href={p.href}
                    className="block rounded-md px-3 py-2.5 xl:px-2 2xl:px-3 font-semibold no-underline xl:py-1.5"
                    current="bg-beni text-paper hover:text-paper"
                    other="text-paper/85 hover:bg-paper/10 hover:text-paper"
                  >
                    {t(p.label)}
                  </HeaderLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="mt-2 flex flex-wrap items-center gap-2 xl:min-w-0 xl:flex-nowrap border-t border-paper/15 pt-3 xl:mt-0 xl:border-0 xl:pt-0">
            {user ? (
              <>
                <HeaderLink
                  href="/profile"
                  className="flex min-h-11 max-w-[16rem] min-w-11 items-center gap-2 rounded-md px-2 text-paper no-underline hover:bg-paper/10 hover:text-paper"
                  testId="header-user"
                >
                  <span
                    aria-hidden="true"
                    className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-kin font-bold text-ink"
                  >
                    {nameInitial(user.displayName)}
                  </span>
                  <span className="truncate font-semibold">{user.displayName}</span>
                  <span className="sr-only">{t("yourProfile")}</span>
                </HeaderLink>
                <SignOutButton label={t("signOut")} pending={t("signingOut")} />
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
        </HeaderMenu>
      </div>
    </header>
  );
}
