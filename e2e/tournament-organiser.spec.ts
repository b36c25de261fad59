// The organiser's tools on the event page, with the keyboard: "Edit event…" opens a dialog; an emptied name is refused
// beside the field with the focus on it; a new name, description and round-1 time reach a registered player's open
// page live (and their bell). "Remove" beside the player asks for a reason; the player's open page drops them from the
// entrants and offers Register again, and their notification gives the reason. Screenshots (desktop and 390 px) of the
// dialogs go to test-results/organiser-*.png when E2E_SHOTS is set.
import { createSutdaEvent, query } from "./api";
import { expect, test } from "./fixtures";
import { closePlayers, seatPlayers } from "./play-helpers";

const shots = process.env.E2E_SHOTS;

test("the organiser edits an event and removes an entrant with the keyboard; the player's open page follows", async ({
  browser,
  users,
}, testInfo) => {
  const [org, player] = await seatPlayers(browser, testInfo, await Promise.all([0, 1].map(() => users.create())));
  const name = `Moon Cup ${Date.now().toString(36)}`;
  const id = await createSutdaEvent(org!.page.request, { name });
  const pp = player!.page;
  await pp.goto(`/tournaments/${id}`);
  await pp.getByTestId("register").click();
  await expect(pp.getByTestId("registration-message")).toContainText("You are registered");
  await expect(pp.getByTestId("edit-tournament")).toHaveCount(0);
  await expect(pp.getByTestId("remove-entrant")).toHaveCount(0);

  const page = org!.page;
  // The organiser's page hydrates without an error (its status line held the dialogs in a <p>: React #418).
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await page.goto(`/tournaments/${id}`);
  // disabled until the page is hydrated: a keyboard user reaches it then
  await expect(page.getByRole("button", { name: "Edit event…" })).toBeEnabled();
  await page.getByRole("button", { name: "Edit event…" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(dialog).toBeVisible();
  expect(pageErrors).toEqual([]);
  await expect(page).toHaveTitle(`${name} · Hanafuda`);
  const nameField = dialog.getByLabel("Name", { exact: true });
  await expect(nameField).toHaveValue(name);
  // An emptied name: refused beside the field, the focus on it, the dialog open.
  await nameField.fill("");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText("Give the tournament a name of at least 3 characters.")).toBeVisible();
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAttribute("aria-invalid", "true");
  if (shots) await page.screenshot({ path: `${shots}/organiser-edit-error-desktop.png` });

  const renamed = `${name} II`;
  await page.keyboard.type(renamed);
  await dialog.getByLabel("Description (optional)").fill("Tea at the interval.");
  const first = dialog.getByLabel("First round starts");
  const later = anHourLater(await first.inputValue());
  await first.fill(later);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  for (const p of [page, pp]) {
    await expect(p.getByRole("heading", { level: 1 })).toHaveText(renamed);
    await expect(p.getByText("Tea at the interval.")).toBeVisible();
  }
  const notes = await query<{ items: { text: string }[] }>(pp.request, "notification.list", {});
  expect(notes.items.map((n) => n.text).join("\n")).toContain(`${renamed}: round 1 now starts at`);

  // Remove the player, with a reason.
  const remove = page.getByRole("button", { name: `Remove ${player!.user.displayName}` });
  await remove.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: `Remove ${player!.user.displayName}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByLabel(/Reason/)).toBeFocused();
  await page.keyboard.type("Registered twice by mistake.");
  if (shots) await page.screenshot({ path: `${shots}/organiser-remove-desktop.png` });
  await page.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
  for (const p of [page, pp]) await expect(p.getByTestId("entrant")).toHaveCount(0);
  await expect(pp.getByTestId("register")).toBeVisible();
  const after = await query<{ items: { text: string }[] }>(pp.request, "notification.list", {});
  expect(after.items.map((n) => n.text)).toContain(
    `You were removed from ${renamed} by the organiser: Registered twice by mistake.`,
  );

  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Edit event…" }).click();
    await page.screenshot({ path: `${shots}/organiser-edit-390.png` });
    await page.keyboard.press("Escape");
    await pp.getByTestId("register").click();
    await page.getByRole("button", { name: `Remove ${player!.user.displayName}` }).click();
    await page.screenshot({ path: `${shots}/organiser-remove-390.png` });
    await page.keyboard.press("Escape");
    await page.screenshot({ path: `${shots}/organiser-page-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${shots}/organiser-page-desktop.png`, fullPage: true });
  }
  await closePlayers([org!, player!]);
});

/**
 * A datetime-local value ("2026-11-21T23:45", the browser's local time, which this machine's runner shares) an hour
 * later, across midnight too (the hour alone wrapped "23:45" to "00:45" of the same day, before the registration's
 * close: the spec failed whenever it ran in the last hour or so of a UTC day).
 */
function anHourLater(value: string): string {
  const t = new Date(value);
  t.setHours(t.getHours() + 1);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${t.getFullYear()}-${two(t.getMonth() + 1)}-${two(t.getDate())}T${two(t.getHours())}:${two(t.getMinutes())}`;
}
