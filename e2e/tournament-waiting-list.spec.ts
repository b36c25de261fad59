// A full event's waiting list through the pages: a player finds "Join the waiting list" instead of Register and is
// told their place; another joins and everyone's page counts them live; the organiser sees who waits, linked to their
// pages; an entrant withdraws and the first waiting player's open page says they are registered (and their bell
// tells them) while the second moves up to 1st; leaving the list offers joining again. Screenshots (1280×800 and
// 390×844) go to test-results/waiting-*.png when E2E_SHOTS is set.
import type { Page } from "@playwright/test";
import { createSutdaEvent, mutate, query } from "./api";
import { expect, test } from "./fixtures";
import { closePlayers, seatPlayers } from "./play-helpers";

const shots = process.env.E2E_SHOTS;

test("a full event's waiting list: join, your place, the organiser's list, a withdrawal enters the first, leave", async ({
  browser,
  users,
}, testInfo) => {
  const [org, a, b, c, d] = await seatPlayers(
    browser,
    testInfo,
    await Promise.all([0, 1, 2, 3, 4].map(() => users.create())),
  );
  const name = `Plum Cup ${Date.now().toString(36)}`;
  const id = await createSutdaEvent(org!.page.request, { name, maxEntrants: 2 });
  for (const p of [a!, b!]) await mutate(p.page.request, "tournament.register", { tournamentId: id });

  const shot = async (page: Page, label: string) => {
    if (!shots) return;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${shots}/waiting-${label}-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/waiting-${label}-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
  };

  const cp = c!.page;
  await cp.goto(`/tournaments/${id}`);
  await expect(cp.getByTestId("registration-message")).toHaveText(
    "The tournament is full: 2 entrants have registered.",
  );
  await expect(cp.getByTestId("register")).toHaveCount(0);
  await shot(cp, "full");
  // A keyboard user reaches the button once the page is ready (disabled until hydrated).
  const joinButton = cp.getByRole("button", { name: "Join the waiting list" });
  await expect(joinButton).toBeEnabled();
  await joinButton.focus();
  await cp.keyboard.press("Enter");
  await expect(cp.getByTestId("waiting-position")).toHaveText("You are 1st on the waiting list.");

  const dp = d!.page;
  await dp.goto(`/tournaments/${id}`);
  await dp.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(dp.getByTestId("waiting-position")).toHaveText("You are 2nd on the waiting list.");
  await expect(cp.getByTestId("waiting-count")).toHaveText("2 players are waiting for a place."); // live
  await shot(dp, "second");

  const op = org!.page;
  await op.goto(`/tournaments/${id}`);
  const names = op.getByTestId("waiting-player");
  await expect(names).toHaveText([c!.user.displayName, d!.user.displayName]);
  await expect(names.first().getByRole("link")).toHaveAttribute("href", /\/players\//);
  await shot(op, "organiser");

  // An entrant withdraws: c is entered (their open page and their bell), d moves up, the organiser's list follows.
  const ap = a!.page;
  await ap.goto(`/tournaments/${id}`);
  await ap.getByTestId("withdraw").click();
  await expect(cp.getByTestId("registration-message")).toContainText("You are registered.");
  await expect(dp.getByTestId("waiting-position")).toHaveText("You are 1st on the waiting list.");
  await expect(names).toHaveText([d!.user.displayName]);
  const notes = await query<{ items: { text: string }[] }>(cp.request, "notification.list", {});
  expect(notes.items.map((n) => n.text)).toContain(`A place opened in ${name}: you are entered.`);
  await expect(ap.getByRole("button", { name: "Join the waiting list" })).toBeVisible();

  await dp.getByRole("button", { name: "Leave the waiting list" }).click();
  await expect(dp.getByRole("button", { name: "Join the waiting list" })).toBeVisible();
  await expect(dp.getByTestId("waiting-count")).toHaveCount(0);
  await expect(op.getByTestId("waiting-list")).toHaveCount(0);
  await closePlayers([org!, a!, b!, c!, d!]);
});
