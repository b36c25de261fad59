// `npm run bench:pages`: what a first visit costs a phone, per page. It builds the site (unless --no-build), starts
// it on a fresh embedded database, sets up what the pages show (two players, a table in play, a finished game for its
// replay, a scheduled tournament) through the API, then opens each page in a new Chromium context (an empty cache)
// on a throttled phone profile: CPU slowed 4×, 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency. It prints the bytes
// transferred (compressed, as sent) by kind, the JavaScript as a browser taking gzip only would receive it (the
// target's unit: the server sends Brotli where the browser accepts it), and the Largest Contentful Paint. The floor beside them, in the same
// run and conditions: the site's static offline page, the least a page from this server can cost.
// A visit lasts until the page is idle and no script has arrived for 3 s (at most 60 s): what the first view loads on
// demand (a table's game entry and board) counts. The service worker is blocked: the scripts it would fetch for the
// page are the same bytes, but the page's network would see them as 0 (served by the worker), and a first visit has
// no worker yet anyway. `--scripts` lists each page's scripts with their bytes (what to look into when a page
// grows). `--only=TEXT`: the pages whose label holds TEXT.
import { chromium, request as requests, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, startServer, stopServer } from "./server-processes";

const PASSWORD = "plum blossoms at dawn";
// A phone's browser says it is one (pages that lay out differently on a phone draw that layout on the server).
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: 750e3 / 8 };
const TARGETS = { htmlKb: 100, jsKb: 170, lcpS: 2.5 };

async function trpc<T>(api: APIRequestContext, path: string, input: unknown, method: "get" | "post"): Promise<T> {
  const res =
    method === "post"
      ? await api.post(`/api/trpc/${path}`, { data: { json: input } })
      : await api.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);
  if (res.status() !== 200) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** Signs `email` up (once) and in for `api` (a browser context's request shares its cookies). */
async function signIn(api: APIRequestContext, email: string, signUp: boolean): Promise<void> {
  if (signUp) await trpc(api, "auth.signUp", { email, displayName: email.split("@")[0], password: PASSWORD }, "post");
  const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await api.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password: PASSWORD, json: "true" },
  });
  if (res.status() !== 200) throw new Error(`sign-in of ${email}: ${res.status()}`);
}

interface View {
  seq: number;
  status: string;
  legalMoves: unknown[];
}

/** A 2-player table of `a` that `b` joins, in play; with `toEnd`, played to its end with first legal moves. */
async function game(
  a: APIRequestContext,
  b: APIRequestContext,
  game: string,
  options: Record<string, unknown>,
  toEnd: boolean,
) {
  for (let deal = 0; deal < 5; deal++) {
    const { tableId } = await trpc<{ tableId: string }>(
      a,
      "table.create",
      { game, playerCount: 2, teams: "none", options, timeControl: null, visibility: "PUBLIC" },
      "post",
    );
    const joined = await trpc<{ status: string; gameId: string }>(b, "table.join", { tableId }, "post");
    if (joined.status !== "PLAYING") continue;
    const { gameId } = joined;
    while (toEnd) {
      const views = await Promise.all([a, b].map((r) => trpc<View>(r, "game.view", { gameId }, "get")));
      if (views[0]!.status !== "ACTIVE") break;
      const k = views.findIndex((v) => v.legalMoves.length > 0);
      const move = { gameId, seq: views[k]!.seq, move: views[k]!.legalMoves[0] };
      await trpc([a, b][k]!, "game.move", move, "post");
    }
    return { tableId, gameId };
  }
  throw new Error("five deals in a row ended the game at once");
}

interface PageCost {
  html: number;
  js: number;
  css: number;
  /** The stylesheets that held the first paint (Resource Timing's renderBlockingStatus), a part of `css`. */
  blockingCss: number;
  other: number;
  lcp: number;
  /** Each script's address and bytes transferred, in the order they finished (printed with --scripts). */
  scripts: [string, number][];
}

/** A response's body as sent (not decoded) to a client that accepts `encoding`: its bytes. */
function bodyBytes(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": encoding } }, (res) => {
      let n = 0;
      res.on("data", (chunk: Buffer) => (n += chunk.length));
      res.on("end", () => resolve(n));
    }).on("error", reject);
  });
}

// What Chromium sends; the server answers it with Brotli where it has a copy (src/server/boot/static-files.ts).
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/** The page's JavaScript as a browser that takes gzip only would receive it: the target's unit. */
async function jsAsGzip(cost: PageCost): Promise<number> {
  const deltas = await Promise.all(
    cost.scripts.map(async ([url]) => (await bodyBytes(url, "gzip")) - (await bodyBytes(url, BROWSER_ENCODINGS))),
  );
  return cost.js + deltas.reduce((a, b) => a + b, 0);
}

/** One first visit of `path` in a new context on the throttled phone, signed in as `email` unless null. */
async function visit(contexts: () => Promise<BrowserContext>, path: string, email: string | null): Promise<PageCost> {
  const context = await contexts();
  if (email) await signIn(context.request, email, false);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const kinds = new Map<string, { type: string; url: string }>();
  const cost: PageCost = { html: 0, js: 0, css: 0, blockingCss: 0, other: 0, lcp: 0, scripts: [] };
  const sizes = new Map<string, number>();
  cdp.on("Network.responseReceived", (e: { requestId: string; type: string; response: { url: string } }) => {
    kinds.set(e.requestId, { type: e.type, url: e.response.url });
  });
  cdp.on("Network.loadingFinished", (e: { requestId: string; encodedDataLength: number }) => {
    sizes.set(e.requestId, e.encodedDataLength);
    const { type, url } = kinds.get(e.requestId) ?? { type: "", url: "" };
    const key = type === "Document" ? "html" : type === "Script" ? "js" : type === "Stylesheet" ? "css" : "other";
    cost[key] += e.encodedDataLength;
    if (key === "js") cost.scripts.push([url, e.encodedDataLength]);
  });
  await page.goto(path, { waitUntil: "load" });
  await page.waitForTimeout(1_500);
  const start = Date.now();
  let seen = -1;
  while (seen !== cost.scripts.length && Date.now() - start < 60_000) {
    seen = cost.scripts.length;
    // the main thread idle first (hydration done), then 3 s for what it asked for
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForTimeout(3_000);
  }
  cost.lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(Number.NaN), 2_000);
      }),
  );
  const blocking = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter(
        (e) => (e as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === "blocking",
      )
      .map((e) => e.name),
  );
  cost.blockingCss = [...kinds.entries()]
    .filter(([, { type, url }]) => type === "Stylesheet" && blocking.includes(url))
    .reduce((sum, [id]) => sum + (sizes.get(id) ?? 0), 0);
  await context.close();
  return cost;
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);

async function main() {
  if (!process.argv.includes("--no-build")) {
    console.log("building (node scripts/start.mjs --build-only)…");
    const built = spawnSync(process.execPath, ["scripts/start.mjs", "--build-only"], { cwd: ROOT, stdio: "inherit" });
    if (built.status !== 0) throw new Error("the build failed");
  }
  const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), "bench-pages-")) });
  const baseURL = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const [a, b] = [await requests.newContext({ baseURL }), await requests.newContext({ baseURL })];
    const stamp = Date.now().toString(36);
    const [aki, ben] = [`aki-${stamp}@bench.test`, `ben-${stamp}@bench.test`];
    await signIn(a, aki, true);
    await signIn(b, ben, true);
    const playing = await game(a, b, "sakura", { rounds: 1 }, false);
    const finished = await game(a, b, "sutda", { end: "rounds_N", rounds: 1 }, true);
    const closes = new Date(Date.now() + 3_600_000).toISOString();
    const { tournamentId } = await trpc<{ tournamentId: string }>(
      a,
      "tournament.create",
      {
        name: `Bench Cup ${stamp}`,
        game: "sutda",
        roundsPerGame: 1,
        format: "swiss",
        playersPerTable: 2,
        teams: "none",
        gamesPerPairing: 1,
        scoring: "cumulative",
        swissRounds: 2,
        registrationClosesAt: closes,
        roundStartTimes: [closes],
        roundIntervalSeconds: 0,
        roundDurationSeconds: 600,
        timeControl: { kind: "per_move", seconds: 60 },
        timeoutsBeforeForfeit: 3,
        minEntrants: 2,
        maxEntrants: 4,
      },
      "post",
    );
    const pages: [string, string, string | null][] = [
      ["floor: the offline page", "/offline.html", null],
      ["home", "/", null],
      ["play (signed in)", "/play", aki],
      ["a Sakura table in play", `/table/${playing.tableId}`, aki],
      ["a Sutda replay", `/replays/${finished.gameId}`, null],
      ["rules: Sakura", "/rules/sakura", null],
      ["a tournament", `/tournaments/${tournamentId}`, null],
    ];
    console.log(
      `\nFirst visits on a phone (CPU ×4, 1.6 Mbit/s, 150 ms), KB as transferred; targets: HTML ≤ ${TARGETS.htmlKb}, ` +
        `JS ≤ ${TARGETS.jsKb}, LCP ≤ ${TARGETS.lcpS} s\n`,
    );
    console.log(`${"page".padEnd(26)}   HTML      JS  JS (gzip)    CSS  (blocking)  other   LCP (s)`);
    const newContext = () => browser.newContext({ baseURL, ...PHONE, serviceWorkers: "block" });
    const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
    for (const [label, path, email] of pages.filter(([label]) => !only || label.includes(only))) {
      const c = await visit(newContext, path, email);
      const gzip = await jsAsGzip(c);
      const over = c.html / 1024 > TARGETS.htmlKb || gzip / 1024 > TARGETS.jsKb || c.lcp / 1000 > TARGETS.lcpS;
      console.log(
        `${label.padEnd(26)}${kb(c.html)} ${kb(c.js)}    ${kb(gzip)} ${kb(c.css)} ${kb(c.blockingCss)}   ${kb(c.other)}   ` +
          `${(c.lcp / 1000).toFixed(2)}` +
          (over && path !== "/offline.html" ? "  (over a target)" : ""),
      );
      if (process.argv.includes("--scripts"))
        for (const [script, bytes] of c.scripts) console.log(`    ${kb(bytes)}  ${new URL(script).pathname}`);
    }
    await a.dispose();
    await b.dispose();
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

await main();
