// Next.js configuration. The server is started by scripts/start.mjs (npm start), which opens the database first.
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  devIndicators: false,
  // `forbidden()` renders src/app/forbidden.tsx with status 403 (the admin page for players).
  experimental: { authInterrupts: true },
  // Loaded by Node at run time rather than bundled: native-ish packages (WebAssembly, sockets) and the pg driver,
  // so the start script and the pages share one module instance of each.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "@prisma/adapter-pg", "@prisma/client"],
  // `npm test` runs tsc and eslint over the whole project; the build does not repeat them.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

export default nextConfig;
