// Every page that reads a dynamic segment or a search parameter, given odd strings in each: NUL, half of a UTF-16
// surrogate pair (as the bytes a client would send for it), a right-to-left override, zero-width characters and a
// very long value. No page answers 500; a dynamic segment that cannot be an id is the site's 404. The list of routes is
// written out (every src/app page with a [segment] or searchParams) so a new page's parameters get added here.
import { mutate, query, createSutdaEvent, startedTable } from "./api";
import { expect, test } from "./fixtures";
import { allowTime } from "./time-limits";

/** Percent-encoded, as they travel in an address. */
const ODD: Record<string, string> = {
  NUL: "%00",
  "NUL inside": "ab%00cd",
  "lone high surrogate": "%ED%A0%80",
  "lone low surrogate": "%ED%B0%80",
  "high surrogate escape": "%uD800",
  "right-to-left override": "ab%E2%80%AEcd",
  "zero-width space": "%E2%80%8B",
  "byte order mark": "%EF%BB%BFab",
  "very long": "x".repeat(6000),
};

type Who = "visitor" | "player" | "admin";

test("odd strings in every page's segments and search parameters never get a 500", async ({ page, browser, users }) => {
  allowTime(480_000);
  const player = await users.create();
  const other = await users.create();
  const admin = await users.create({ role: "ADMIN" });
  await player.apiLogin(page);
  const otherPage = await browser.newPage();
  await other.apiLogin(otherPage);
  const adminPage = await browser.newPage();
  await admin.apiLogin(adminPage);
  const visitor = await browser.newPage();

  const { tableId, gameId } = await startedTable(page.request, [otherPage.request]);
  const tournamentId = await createSutdaEvent(adminPage.request, { name: `Odd Input Cup ${Date.now().toString(36)}` });
  const presets = await query<{ id: string }[]>(adminPage.request, "admin.presets.list", {});
  const presetId = presets[0]!.id;
  // The audit log has an entry to page from.
  await mutate(adminPage.request, "tournament.feature", { tournamentId, featured: true });

  const requestOf = { visitor: visitor.request, player: page.request, admin: adminPage.request };

  // Dynamic segments: a value that cannot be an id (or a game name) is a 404.
  const segments: { route: string; who: Who; url: (v: string) => string }[] = [
    { route: "/players/[id]", who: "visitor", url: (v) => `/players/${v}` },
    { route: "/table/[id]", who: "player", url: (v) => `/table/${v}` },
    { route: "/table/[id]", who: "visitor", url: (v) => `/table/${v}` },
    { route: "/replays/[gameId]", who: "visitor", url: (v) => `/replays/${v}` },
    { route: "/tournaments/[id]", who: "visitor", url: (v) => `/tournaments/${v}` },
    { route: "/admin/presets/[id]/edit", who: "admin", url: (v) => `/admin/presets/${v}/edit` },
    { route: "/rules/[game]", who: "visitor", url: (v) => `/rules/${v}` },
  ];
  // Search parameters, on a page that exists (real ids where the page needs one).
  const params: { page: string; who: Who; names: string[] }[] = [
    { page: "/players", who: "visitor", names: ["q", "game"] },
    { page: `/table/${tableId}`, who: "player", names: ["invite", "code"] },
    { page: `/replays/${gameId}`, who: "player", names: ["move", "seat", "view"] },
    { page: "/rules/sakura", who: "visitor", names: ["preset"] },
    { page: "/admin/audit", who: "admin", names: ["cursor"] },
    { page: "/admin/presets", who: "admin", names: ["game", "saved"] },
    { page: "/admin/presets/new", who: "admin", names: ["game"] },
    { page: "/admin/users", who: "admin", names: ["q", "page"] },
    { page: "/play", who: "player", names: ["new"] },
    {
      page: "/replays",
      who: "player",
      names: ["scope", "status", "game", "player", "playerId", "tournament", "from", "to"],
    },
    { page: "/replays", who: "visitor", names: ["playerId", "player", "tournament"] },
    { page: "/sign-in", who: "visitor", names: ["callbackUrl", "error"] },
    { page: "/sign-up", who: "visitor", names: ["callbackUrl"] },
    // Development only: a 404 in production, whatever its parameters.
    {
      page: "/dev/boards",
      who: "visitor",
      names: ["game", "seat", "players", "teams", "seed", "at", "auto", "rounds", "standin", "pending"],
    },
  ];

  const failures: string[] = [];
  let requests = 0;
  const get = async (who: Who, url: string) => {
    requests++;
    const res = await requestOf[who].get(url, { maxRedirects: 0 });
    await res.body();
    return res.status();
  };

  // The real pages answer first (so a 404 below is the odd value's doing).
  for (const url of [
    `/players/${(await query<{ id: string }>(page.request, "user.me", null)).id}`,
    `/tournaments/${tournamentId}`,
    `/replays/${gameId}`,
    `/admin/presets/${presetId}/edit`,
  ]) {
    expect(await get(url.startsWith("/admin") ? "admin" : "player", url), url).toBe(200);
  }

  for (const s of segments) {
    for (const [what, value] of Object.entries(ODD)) {
      const status = await get(s.who, s.url(value));
      if (status !== 404) failures.push(`${s.route} as ${s.who} with ${what}: ${status} (want 404)`);
    }
  }
  for (const p of params) {
    for (const name of p.names) {
      for (const [what, value] of Object.entries(ODD)) {
        const status = await get(p.who, `${p.page}?${name}=${value}`);
        if (status >= 500) failures.push(`${p.page}?${name}= as ${p.who} with ${what}: ${status}`);
      }
    }
  }
  const paramCount = params.reduce((n, p) => n + p.names.length, 0);
  console.log(
    `odd input: ${segments.length} dynamic segments and ${paramCount} search parameters of ${new Set(params.map((p) => p.page.split("?")[0])).size} pages, ${requests} requests, ${failures.length} failures`,
  );
  expect(failures).toEqual([]);

  // The two screens that show a refused search word say why, on a desktop and a phone.
  for (const [who, url, shown] of [
    [page, "/players?q=Hana%E2%80%AEko", page.locator("#player-search-error")],
    [adminPage, "/admin/users?q=ab%00cd", adminPage.getByTestId("user-search-error")],
  ] as const) {
    for (const [w, h] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await who.setViewportSize({ width: w, height: h });
      await who.goto(url);
      await expect(shown).toHaveText(
        url.includes("%00")
          ? "Use one line of text, without control characters such as tabs or line breaks."
          : "Remove the invisible characters (zero-width spaces or direction marks).",
      );
      await who.screenshot({
        path: test.info().outputPath(`${url.split("?")[0]!.replaceAll("/", "-").slice(1)}-${w}.png`),
      });
    }
  }
});
