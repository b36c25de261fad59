import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { layoutMessagesFor } from "~/i18n/route-messages";
import { siteGamesList } from "./_games/site-games";
import { SiteFooter } from "./_components/layout/site-footer";
import { SiteHeader } from "./_components/layout/site-header";
import { ServiceWorkerRegistration } from "./_components/layout/service-worker";
import { SiteLiveProvider } from "./_components/layout/site-live";
import { getSession } from "./_lib/server-api";
import { CjkFonts } from "./_components/layout/cjk-fonts";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const [t, games, common, locale] = await Promise.all([
    getTranslations("Site"),
    getTranslations("Games"),
    getTranslations("Common"),
    getLocale(),
  ]);
  return {
    // "Tournaments · Hanafuda"; "大会・花札" in Japanese, whose middle dot takes no spaces.
    title: { default: t("name"), template: `%s${common("separator")}${t("name")}` },
    description: t("description", { games: siteGamesList(games, locale) }),
  };
}

export const viewport: Viewport = { themeColor: "#1d1815", width: "device-width", initialScale: 1 };

// Every page depends on who is signed in.
export const dynamic = "force-dynamic";

export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await getSession();
  const user = session ? { displayName: session.user.displayName, role: session.user.role } : null;
  const [locale, t] = await Promise.all([getLocale(), getTranslations("Site")]);
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col">
        <CjkFonts />
        <a href="#main" className="skip-link">
          {t("skipToContent")}
        </a>
        <ServiceWorkerRegistration />
        {/* The browser gets the words of the layout's client components, compiled so that it formats them without the
            ICU parser; each page adds its own (withMessages). */}
        <NextIntlClientProvider messages={layoutMessagesFor(locale)}>
          {/* No API provider here: the segments whose pages call the API have it in their layout (ApiLayout), so that
              a page that calls nothing does not load the API cache and its hooks. */}
          <SiteLiveProvider viewerId={session?.user.id ?? null}>
            <SiteHeader user={user} />
            <main
              id="main"
              tabIndex={-1}
              className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6 sm:py-10"
            >
              {children}
            </main>
            <SiteFooter />
          </SiteLiveProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
