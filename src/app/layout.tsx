import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteFooter } from "./_components/layout/site-footer";
import { SiteHeader } from "./_components/layout/site-header";
import { ServiceWorkerRegistration } from "./_components/layout/service-worker";
import { SiteLiveProvider } from "./_components/layout/site-live";
import { getSession } from "./_lib/server-api";
import { TRPCReactProvider } from "./_lib/trpc";
// "Hanafuda JP": kana and kanji for machines without a Japanese font, served from this site (see globals.css).
import "./japanese-font.css";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Hanafuda", template: "%s · Hanafuda" },
  description:
    "Play Sakura, Season's Flowers in Japan, Mushi, Judge and Sutda online: tables at your own pace, tournaments, replays.",
};

export const viewport: Viewport = { themeColor: "#1d1815", width: "device-width", initialScale: 1 };

// Every page depends on who is signed in.
export const dynamic = "force-dynamic";

export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await getSession();
  const user = session ? { displayName: session.user.displayName, role: session.user.role } : null;
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <ServiceWorkerRegistration />
        <TRPCReactProvider>
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
        </TRPCReactProvider>
      </body>
    </html>
  );
}
