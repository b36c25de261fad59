// The web app manifest (/manifest.webmanifest): the site installs as an app on a phone or a desktop, with the site's
// own mark as its icon: SVG (src/app/icon.svg and a padded copy for masks) and the PNG copies drawn by
// scripts/app-icons.mjs, which browsers want before they offer to install. One manifest serves every reader, so its
// words are the default language's: the site's name and description, naming every game, as the pages give them.
import type { MetadataRoute } from "next";
import { DEFAULT_LOCALE } from "~/lib/locales";
import { serverTranslator } from "~/server/i18n/server-text";
import { siteGamesList } from "./_games/site-games";

export default function manifest(): MetadataRoute.Manifest {
  const site = serverTranslator(DEFAULT_LOCALE, "Site");
  const games = serverTranslator(DEFAULT_LOCALE, "Games");
  return {
    name: site("name"),
    short_name: site("name"),
    description: site("description", { games: siteGamesList(games, DEFAULT_LOCALE) }),
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#1d1815",
    theme_color: "#1d1815",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/app-icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/app-icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/app-icon-maskable.svg", sizes: "any", type: "image/svg+xml", purpose: "maskable" },
      { src: "/app-icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
