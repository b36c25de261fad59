// End-to-end tests in Debian's Chromium against the production server (`npm start`) on a free port, with a fresh
// temporary DATA_DIR (its own embedded database), removed afterwards. Run: npm run test:e2e (npm test does it too).
import { defineConfig } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_ADMIN_EMAIL } from "./constants";

// Chosen once in the runner process; its workers inherit the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(
    process.execPath,
    [
      "-e",
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ],
    { encoding: "utf8" },
  );
}
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), "hanafuda-e2e-"));

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  testDir: ".",
  outputDir: join(root, "test-results"),
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A CI machine can run at a third of this one's speed (whole runs took 21, 27, 57 and 75 min; the engine's rounds/s
  // halve from one machine to another): a page that loads in 10 s there, or a case that takes 90 s, is slow, not
  // broken, and a retry after a timeout costs more than the wait. A case that sets its own limit does so through
  // allowTime (time-limits.ts), which doubles it on CI.
  timeout: process.env.CI ? 180_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [["list"]],
  // Judge is played in real time (a 3 s window for each hit): it runs last, alone, so that no other case's browsers and
  // bots share the two cores with it. Beside the heavy layout cases its hits were pressed in time and reached the
  // server after the window, and once a page fell five rounds behind and its player forfeited. npm test runs it in a
  // run of its own (scripts/test.sh), against a server started fresh.
  projects: [
    { name: "site", testIgnore: /judge\.spec\.ts$/ },
    { name: "judge", testMatch: /judge\.spec\.ts$/, dependencies: ["site"] },
  ],
  globalTeardown: "./global-teardown.ts",
  use: {
    baseURL,
    browserName: "chromium",
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // A trace records screencast frames of every page all along: on CI only a retry records one (a case that fails
    // twice has its trace), so passing cases do not pay for it on the two cores.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: "node scripts/start.mjs",
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      DATABASE_URL: "",
      // Every test signs its users up from this one address (src/server/security/rate-limit.ts).
      RATE_LIMIT_SIGN_UPS_PER_HOUR: "100000",
    },
  },
});
