// House-rule presets end to end: an admin makes a Sakura preset (Gaji off, round victories) through the admin pages; a
// player creates a table with it through the create-table form and another joins; their game obeys the preset (the
// Lightning played from a hand only ever captures Willows, the totals count round victories); editing the preset
// afterwards leaves that table and its game unchanged; and a non-admin is refused on every admin page and procedure.
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_PAGES, ADMIN_PROCEDURES } from "../src/server/api/routers/admin/procedures";
import { expect, test } from "./fixtures";
import { mutate, query } from "./api";
import { allowTime } from "./time-limits";

type Move = { seat: number; play?: string; draw?: true; take?: string } & Record<string, unknown>;
interface SakuraGameView {
  seq: number;
  mySeat: number;
  toAct: number[];
  status: string;
  legalMoves: Move[];
  totals: number[];
  rounds: { winner: number | null; cancelled: boolean }[];
  view: { matchScoring: string; round: { hand: string[] | null; field: string[]; step: string } | null };
}

const isWillow = (card: string) => card.startsWith("M11-");

async function editPresetRules(page: Page, title: string, rules: { gaji: string; scoring: string }) {
  await page.goto("/admin/presets?game=sakura");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await page.getByLabel("Gaji (wild Lightning)").selectOption(rules.gaji);
  await page.getByLabel("Game scoring").selectOption(rules.scoring);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("saved-notice")).toContainText("as version 2");
}

/** Plays the first legal move of whoever is to act; returns both players' views after it (null: the game is over). */
async function playOne(
  requests: APIRequestContext[],
  gameId: string,
  views: SakuraGameView[],
): Promise<SakuraGameView[] | null> {
  const mover = views.findIndex((v) => v.legalMoves.length > 0);
  if (mover < 0) return null;
  const v = views[mover]!;
  const next = await mutate<SakuraGameView>(requests[mover]!, "game.move", {
    gameId,
    seq: v.seq,
    move: v.legalMoves[0],
  });
  const other = 1 - mover;
  const out = [...views];
  out[mover] = next;
  out[other] =
    next.legalMoves.length === 0
      ? await query<SakuraGameView>(requests[other]!, "game.view", { gameId })
      : { ...views[other]!, legalMoves: [] };
  return out;
}

/** The Gaji is off: a Lightning played from the hand captures a Willow or nothing, never another card of the field. */
function expectLightningIsAWillowChaff(v: SakuraGameView) {
  const round = v.view.round!;
  const lightning = v.legalMoves.filter((m) => m.play === "M11-3");
  expect(lightning.length).toBeGreaterThan(0);
  for (const m of lightning) if (m.take) expect(isWillow(m.take), JSON.stringify(m)).toBe(true);
  if (!round.field.some(isWillow)) expect(lightning).toEqual([{ seat: v.mySeat, play: "M11-3" }]);
  // With the Gaji on there would be a capture of a non-Willow field card here.
  expect(round.field.some((c) => !isWillow(c))).toBe(true);
}

test("an admin's Sakura preset is pinned by a table, its game obeys it, and editing the preset changes neither", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(240_000);
  const baseURL = testInfo.project.use.baseURL;
  const [admin, alice, bob] = [await users.create({ role: "ADMIN" }), await users.create(), await users.create()];
  const signedIn = async (u: typeof admin) => {
    const page = await (await browser.newContext({ baseURL })).newPage();
    await u.apiLogin(page);
    return page;
  };
  const adminPage = await signedIn(admin);
  const alicePage = await signedIn(alice);
  const bobPage = await signedIn(bob);
  const requests = [alicePage.request, bobPage.request];
  const title = `No Gaji, victories ${testInfo.workerIndex}-${Date.now().toString(36)}`;

  // The admin creates the preset from the form the engine's option descriptions render.
  await adminPage.goto("/admin/presets/new?game=sakura");
  // On a phone the long form never scrolls sideways (a long choice in a list made it 1 px wider than 390 px).
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await expect(adminPage.getByLabel("Cards left on the field")).toBeVisible();
  expect(
    await adminPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await adminPage.setViewportSize({ width: 1280, height: 720 });
  // Saved without a title: the button at the bottom of the long form takes the keyboard to the title and its message.
  await adminPage.getByRole("button", { name: "Create preset" }).click();
  await expect(adminPage.getByLabel("Title")).toBeFocused();
  await expect(adminPage.getByTestId("title-error")).toBeInViewport();
  await adminPage.getByLabel("Title").fill(title);
  await adminPage.getByLabel("Game scoring").selectOption("victories");
  await adminPage.getByLabel("Gaji (wild Lightning)").selectOption("off");
  // The Gaji's own rules no longer apply and disappear from the form.
  await expect(adminPage.getByLabel("November restriction")).toHaveCount(0);
  await expect(adminPage.getByTestId("rules-status")).toContainText("2 rules changed");
  await adminPage.getByRole("button", { name: "Create preset" }).click();
  await expect(adminPage.getByTestId("saved-notice")).toHaveText(`Created "${title}" (version 1).`);

  // Alice creates a two-player table with it; the form shows the rules the preset sets, in words.
  await alicePage.goto("/play");
  await alicePage.getByTestId("new-table").click();
  const form = alicePage.getByTestId("create-table-form");
  await form.getByRole("radio", { name: "Sakura" }).check();
  await form.getByLabel("Players", { exact: true }).selectOption("2");
  await form.getByLabel("House rules", { exact: true }).selectOption({ label: title });
  await expect(form.getByTestId("preset-rules")).toContainText("Gaji (wild Lightning): Off");
  await expect(form.getByTestId("preset-rules")).toContainText("Game scoring: Round victories");
  await form.getByTestId("create-table").click();
  await expect(alicePage).toHaveURL(/\/table\/[^/?]+$/);
  await expect(alicePage.getByTestId("table-preset")).toContainText(`${title}, version 1`);
  const tableId = new URL(alicePage.url()).pathname.split("/").pop()!;

  // The table's "how to play" opens the rules page on this table's own rules, with a way back to it.
  const howTo = await alicePage.getByTestId("table-preset").getByRole("link").getAttribute("href");
  await alicePage.goto(howTo!);
  await expect(alicePage.getByTestId("table-rules-note")).toHaveText(
    "This table's rules: these house rules at the version it was created with. Back to the table",
  );
  await expect(alicePage.getByTestId("changed-rules")).toContainText("Gaji (wild Lightning): Off");
  await alicePage.getByTestId("table-rules-note").getByRole("link", { name: "Back to the table" }).click();
  await expect(alicePage).toHaveURL(new RegExp(`/table/${tableId}$`));

  // Bob joins; the game starts and its rules panel shows the preset's rules.
  await bobPage.goto(`/table/${tableId}`);
  await bobPage.getByTestId("join-table").click();
  await expect(alicePage.getByTestId("game-board")).toBeVisible();
  await alicePage.getByTestId("table-rules").locator("summary").click();
  await expect(alicePage.getByTestId("table-rule-gaji")).toHaveText("Gaji (wild Lightning): Off");
  await expect(alicePage.getByTestId("table-rule-match_scoring")).toHaveText("Game scoring: Round victories");
  const { gameId, preset } = await query<{ gameId: string; preset: { id: string } }>(alicePage.request, "table.get", {
    tableId,
  });

  // More tables with the same preset (through the API) until one deals the Lightning into a hand (one deal in three).
  let lightningGame: string | null = null;
  for (let i = 0; i < 25 && !lightningGame; i++) {
    const t = await mutate<{ tableId: string }>(alicePage.request, "table.create", {
      game: "sakura",
      presetId: preset.id,
      playerCount: 2,
      teams: "none",
      options: {},
      timeControl: { kind: "per_move", seconds: 86_400 },
      timeoutsBeforeForfeit: 3,
      visibility: "PRIVATE",
    });
    const code = (await query<{ inviteCode: string }>(alicePage.request, "table.get", { tableId: t.tableId }))
      .inviteCode;
    const joined = await mutate<{ gameId: string }>(bobPage.request, "table.join", {
      tableId: t.tableId,
      inviteCode: code,
    });
    const hands = await Promise.all(
      requests.map((r) => query<SakuraGameView>(r, "game.view", { gameId: joined.gameId })),
    );
    if (hands.some((v) => v.view.round?.hand?.includes("M11-3"))) lightningGame = joined.gameId;
  }
  expect(lightningGame, "a deal with the Lightning in a hand").not.toBeNull();

  // The admin now changes the preset's rules: a new version. Tables made before keep version 1.
  await editPresetRules(adminPage, title, { gaji: "on", scoring: "cumulative" });
  const after = await query<{ preset: { version: number }; options: { name: string; value: string }[] }>(
    alicePage.request,
    "table.get",
    { tableId },
  );
  expect(after.preset.version).toBe(1);
  expect(after.options.find((o) => o.name === "gaji")!.value).toBe("Off");

  // The boards are closed while the players move through the API as the page does (each their own view and moves).
  await Promise.all([alicePage.goto("about:blank"), bobPage.goto("about:blank")]);

  // In the Lightning game, play on until its holder is to play a card from the hand: the Lightning is a Willow chaff.
  let views: SakuraGameView[] | null = await Promise.all(
    requests.map((r) => query<SakuraGameView>(r, "game.view", { gameId: lightningGame! })),
  );
  let checked = false;
  for (let step = 0; step < 60 && views && !checked; step++) {
    const holder = views.find(
      (v) => v.legalMoves.length > 0 && v.view.round?.step === "play" && v.view.round.hand?.includes("M11-3"),
    );
    if (holder) {
      expectLightningIsAWillowChaff(holder);
      checked = true;
    } else views = await playOne(requests, lightningGame!, views);
  }
  expect(checked, "the Lightning's holder got to play a card").toBe(true);

  // The first game plays its first round to the end: the totals count round victories, not points.
  views = await Promise.all(requests.map((r) => query<SakuraGameView>(r, "game.view", { gameId })));
  let moves = 0;
  while (views && !views.some((v) => v.rounds.some((r) => !r.cancelled && r.winner !== null)) && moves < 200) {
    views = await playOne(requests, gameId, views);
    moves++;
  }
  const final = await query<SakuraGameView>(alicePage.request, "game.view", { gameId });
  const won = final.rounds.filter((r) => !r.cancelled && r.winner !== null).length;
  expect(won, `a round won after ${moves} moves`).toBeGreaterThan(0);
  expect(final.view.matchScoring).toBe("victories");
  expect(final.totals.reduce((a, b) => a + b, 0)).toBe(won);

  // The table's rules panel still shows the rules it was created with.
  await alicePage.goto(`/table/${tableId}`);
  await alicePage.getByTestId("table-rules").locator("summary").click();
  await expect(alicePage.getByTestId("table-rule-gaji")).toHaveText("Gaji (wild Lightning): Off");
  await expect(alicePage.getByTestId("table-preset")).toContainText(`${title}, version 1`);
});

test("a player is refused on every admin page and procedure, and a visitor is sent to sign in", async ({
  page,
  users,
  request,
}) => {
  const player = await users.create();
  await player.apiLogin(page);
  for (const path of [...ADMIN_PAGES, "/admin/presets/some-id/edit"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "This page is for admins" })).toBeVisible();
    // the tab says it too (the page's metadata, not the refused page's title)
    await expect(page, path).toHaveTitle("Admins only · Hanafuda");
  }
  for (const p of ADMIN_PROCEDURES) {
    for (const [who, client, status] of [
      ["player", page.request, 403],
      ["visitor", request, 401],
    ] as const) {
      const res =
        p.type === "query"
          ? await client.get(`/api/trpc/${p.path}?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`)
          : await client.post(`/api/trpc/${p.path}`, { data: { json: {} } });
      expect(res.status(), `${p.path} as ${who}`).toBe(status);
    }
  }
  await page.context().clearCookies();
  await page.goto("/admin/presets");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fadmin%2Fpresets$/);
});
