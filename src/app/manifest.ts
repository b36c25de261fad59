// The web app manifest (/manifest.webmanifest): the site installs as an app on a phone or a desktop, with the site's
// own mark as its icon: SVG (src/app/icon.svg and a padded copy for masks) and the PNG copies drawn by
// scripts/app-icons.mjs, which browsers want before they offer to install.
import type { MetadataRoute } from "next";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Hanafuda",
    short_name: "Hanafuda",
    description: "Play hanafuda online: tables at your own pace, tournaments, replays.",
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
