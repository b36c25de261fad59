// An organiser cancels their scheduled event from its page, with the keyboard: "Cancel tournament…" opens a modal
// dialog (focus in the reason field), Enter confirms; the organiser's page and a registered player's open page both
// turn to "Cancelled by the organiser: <reason>" live. A stranger and the player have no button.
import { createSutdaEvent } from "./api";
import { expect, test } from "./fixtures";
import { closePlayers, seatPlayers } from "./play-helpers";

test("the organiser cancels a scheduled event with the keyboard; open pages follow", async ({
  browser,
  users,
}, testInfo) => {
  const [org, player, stranger] = await seatPlayers(
    browser,
    testInfo,
    await Promise.all([0, 1, 2].map(() => users.create())),
  );
  const name = `Rained Off ${Date.now().toString(36)}`;
  const id = await createSutdaEvent(org!.page.request, { name });

  await player!.page.goto(`/tournaments/${id}`);
  await player!.page.getByTestId("register").click();
  await expect(player!.page.getByTestId("registration-message")).toContainText("You are registered");
  await expect(player!.page.getByTestId("cancel-tournament")).toHaveCount(0);
  await stranger!.page.goto(`/tournaments/${id}`);
  await expect(stranger!.page.getByTestId("tournament-status")).toHaveText("Registration open");
  await expect(stranger!.page.getByTestId("cancel-tournament")).toHaveCount(0);

  const page = org!.page;
  await page.goto(`/tournaments/${id}`);
  // disabled until the page is hydrated: a keyboard user reaches it then
  await expect(page.getByRole("button", { name: "Cancel tournament…" })).toBeEnabled();
  await page.getByRole("button", { name: "Cancel tournament…" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Cancel ${name}?` });
  await expect(dialog).toBeVisible();
  // Escape keeps the event; nothing is sent.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("tournament-status")).toHaveText("Registration open");

  await page.getByRole("button", { name: "Cancel tournament…" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel(/Reason/)).toBeFocused();
  await page.keyboard.type("The venue flooded.");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();

  const line = "Cancelled by the organiser: The venue flooded.";
  for (const p of [page, player!.page, stranger!.page]) {
    await expect(p.getByTestId("cancelled")).toHaveText(line);
    await expect(p.getByTestId("tournament-status")).toHaveText("Cancelled");
  }
  await expect(page.getByTestId("cancel-tournament")).toHaveCount(0);
  // The list's card says the same.
  await page.goto("/tournaments");
  await expect(page.getByTestId("tournament-card").filter({ hasText: name })).toContainText(line);
  await closePlayers([org!, player!, stranger!]);
});
