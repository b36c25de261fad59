// Next.js configuration. The server is started by scripts/start.mjs (npm start), which opens the database first.
import { createRequire } from "node:module";
import path from "node:path";
import createNextIntlPlugin from "next-intl/plugin";

// Each request's language and messages (src/i18n/request.ts).
const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

// Content Security Policy (SECURITY.md). Scripts: 'self' plus 'unsafe-inline', because Next.js inlines its bootstrap
// and flight data in every page; a per-request nonce would make every page dynamically rendered (no static pages,
// no caching) for little gain here: the pages render no HTML from users (React escapes text, no
// dangerouslySetInnerHTML). No 'unsafe-eval' in production (the dev server's hot reload needs it, and a websocket).
// frame-ancestors 'none' forbids framing (clickjacking), like X-Frame-Options: DENY for older browsers.
const dev = process.env.NODE_ENV !== "production";
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${dev ? " ws: wss:" : ""}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");
// use-intl's formatter: the browser gets the small one (format-only), which formats the messages the server compiled
// (src/i18n/compiled-messages.ts) and leaves the ICU parser out of every page's scripts; the server formats both plain
// and compiled messages (src/i18n/format-message.ts). Paths relative to this folder: Turbopack applies aliases to a
// package's own imports only in that form.
const formatOnly = createRequire(import.meta.url).resolve("use-intl/format-message/format-only");
const formatMessageAlias = {
  browser: `./${path.relative(import.meta.dirname, formatOnly)}`,
  default: "./src/i18n/format-message.ts",
};

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  devIndicators: false,
  // `forbidden()` renders src/app/forbidden.tsx with status 403 (the admin page for players).
  experimental: {
    authInterrupts: true,
    // Turbopack's chunker told that a request costs more than its default (5 MB of source rather than 200 KB) and
    // that a chunk under 500 KB is small: it merges a page's scripts into fewer, larger chunks, which compress
    // better (every page's first load 3-5 KB less as gzip; docs/decisions/0016-fewer-larger-chunks.md).
    turbopackChunking: { requestCost: 5_000_000, minChunkSize: 500_000, maxMergeChunkSize: 1_000_000 },
  },
  turbopack: {
    resolveAlias: {
      "use-intl/format-message": formatMessageAlias,
      // next-intl's client entry keeps its date and list formatter in every page (src/i18n/client-intl.ts).
      "next-intl": { browser: "./src/i18n/client-intl.ts" },
    },
  },
  // Loaded by Node at run time rather than bundled: native-ish packages (WebAssembly, sockets) and the pg driver,
  // so the start script and the pages share one module instance of each.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "pg",
    "@prisma/adapter-pg",
    "@prisma/client",
    "web-push",
  ],
  // `npm test` runs tsc and eslint over the whole project; the build does not repeat them.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "Content-Security-Policy", value: contentSecurityPolicy },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
          // Chromium then sends the window's width with each later request: the replay draws the layout that fits it.
          { key: "Accept-CH", value: "Sec-CH-Viewport-Width" },
        ],
      },
      // A replay's server drawing is a phone's or a wide screen's layout, kept unhydrated until the reader acts: a
      // desktop browser (no phone's hint) without the width yet asks again with it, once, rather than show a wide
      // screen's layout in a narrow window. Others (no client hints) get the layout their user agent suggests.
      {
        source: "/replays/:gameId",
        missing: [
          { type: "header", key: "sec-ch-viewport-width" },
          { type: "header", key: "sec-ch-ua-mobile", value: "\\?1" },
          { type: "header", key: "user-agent", value: ".*(?:Mobi|Android).*" },
        ],
        headers: [{ key: "Critical-CH", value: "Sec-CH-Viewport-Width" }],
      },
      // The card sprite's name is its content's hash (npm run cards:sprite): a browser may keep it for good.
      {
        source: "/cards-:hash.svg",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
      // So is the Japanese and Korean fonts' stylesheet's (scripts/cjk-font-css.mjs).
      {
        source: "/cjk-fonts-:hash.css",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
