// Chat at the table: two players at one table, each in their own browser; one writes (Enter sends) and the other's
// open page shows it at once, name linked to the player's page; the reply comes back by the Send button. On a phone
// the chat waits collapsed under the board behind "Chat (2)" (the others' unread messages) so the hand stays on the
// screen; a long word wraps instead of widening the page; someone watching the public table sees no chat. "Hide chat" is
// kept after a reload. While the chat is collapsed, "Chat · 2 new" in the board's status line says so where the
// player looks, without moving the hand; it opens the chat. On a wide screen the chat is open beside the board, in its
// side column, on the screen (closed by hand, the cue shows there too and opens it). A player
// mutes the other at this table, then unmutes. An admin removes a message: the players' open pages say "message
// removed by a moderator" and the audit log lists it. Screenshots at 1280×800 and 390×844 when CHAT_SHOTS_DIR is set.
import { createTable, mutate, query, startedTable } from "./api";
import { expect, test } from "./fixtures";
import { closePlayers, openBoards, seatPlayers, seatTwo, shotsAtBothSizes } from "./play-helpers";
import { allowTime } from "./time-limits";

const SHOTS = process.env.CHAT_SHOTS_DIR;

test("two players chat at their table: a message appears live on the other's page; collapsed on a phone with its unread count", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(240_000); // 120 s ran out twice in a CI run at half this machine's speed
  const players = await seatTwo(browser, testInfo, users, ["Aiko", "Botan"]);
  const [aiko, botan] = players;
  try {
    const { tableId } = await startedTable(aiko.page.request, [botan.page.request]);
    await openBoards(players, tableId);
    const aikoId = (await query<{ id: string }>(aiko.page.request, "user.me", undefined)).id;

    // Aiko writes and presses Enter; Botan's open page shows it without a reload.
    const aikoInput = aiko.page.getByTestId("chat-input");
    await aikoInput.fill("Good luck! <b>not bold</b>");
    await aikoInput.press("Enter");
    await expect(aikoInput).toHaveValue("");
    const botanChat = botan.page.getByTestId("chat-messages");
    await expect(botanChat.getByTestId("chat-message")).toHaveCount(1);
    await expect(botanChat.getByTestId("chat-message").first()).toContainText("Good luck! <b>not bold</b>");
    await expect(botanChat.getByRole("link", { name: aiko.user.displayName })).toHaveAttribute(
      "href",
      `/players/${aikoId}`,
    );
    await expect(botanChat.locator("b")).toHaveCount(0);

    // Botan answers with the Send button; Aiko sees it; Escape leaves the field.
    await botan.page.getByTestId("chat-input").fill("Thanks, you too. Shall we play quickly?");
    await botan.page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(aiko.page.getByTestId("chat-messages").getByTestId("chat-message")).toHaveCount(2);
    await expect(aiko.page.getByTestId("chat-message").nth(1)).toContainText("Shall we play quickly?");
    await aikoInput.focus();
    await aikoInput.press("Escape");
    await expect(aikoInput).not.toBeFocused();

    // Nothing to send is said so; a 300-character word is sent and wraps.
    await aikoInput.fill("   ");
    await aikoInput.press("Enter");
    await expect(aiko.page.getByTestId("table-chat").getByRole("alert")).toHaveText("Write something before sending.");
    await aikoInput.fill("x".repeat(300));
    await aikoInput.press("Enter");
    await expect(botanChat.getByTestId("chat-message")).toHaveCount(3);
    await expect(aiko.page.getByTestId("table-chat").getByRole("alert")).toHaveCount(0);
    // Emoji count as the server counts them (one each): 260 blossoms leave 40 characters, and all 260 arrive.
    await aikoInput.fill("🌸".repeat(260));
    await expect(aiko.page.getByTestId("chat-left")).toHaveText("40 characters left");
    if (SHOTS) {
      for (const width of [1280, 390]) {
        await aiko.page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        // a phone collapses the chat under the board: open it again (the text stays)
        if (width === 390) await aiko.page.getByTestId("chat-toggle").click();
        await aikoInput.scrollIntoViewIfNeeded();
        await aiko.page.screenshot({ path: `${SHOTS}/chat-count-${width}.png` });
      }
    }
    await aikoInput.press("Enter");
    await expect(botanChat.getByTestId("chat-message")).toHaveCount(4);
    await expect(botanChat.getByTestId("chat-message").nth(3)).toContainText("🌸".repeat(260));
    await aiko.page.setViewportSize({ width: 1280, height: 800 });
    await botan.page.setViewportSize({ width: 1280, height: 800 });
    if (SHOTS) {
      await aiko.page.getByTestId("table-chat").scrollIntoViewIfNeeded();
      await aiko.page.screenshot({ path: `${SHOTS}/chat-1280.png` });
    }

    // Botan on a phone: the chat collapses under the board, the hand stays on the screen, unread messages counted.
    await botan.page.setViewportSize({ width: 390, height: 844 });
    const toggle = botan.page.getByTestId("chat-toggle");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const firstCard = botan.page.locator('[data-testid="hand"] [role="listitem"]').first();
    await botan.page.evaluate(() => window.scrollTo(0, 0));
    const handBefore = (await firstCard.boundingBox())!.y;
    await mutate(aiko.page.request, "chat.send", { tableId, text: "Your move!" });
    await mutate(aiko.page.request, "chat.send", { tableId, text: "No rush." });
    await expect(toggle).toHaveText(/^Chat \(2\)/);
    // The cue in the board's status line, on the screen as the page stands; the hand has not moved for it.
    const cue = botan.page.getByTestId("status-bar").getByTestId("chat-cue");
    await expect(cue).toContainText("Chat · 2 new");
    await expect(cue).toBeInViewport();
    await expect(botan.page.getByTestId("chat-cue-announce")).toHaveText("2 new chat messages");
    await expect(botan.page.getByTestId("chat-cue-announce")).toHaveAttribute("aria-live", "polite");
    expect((await firstCard.boundingBox())!.y, "the cue does not push the hand down").toBe(handBefore);
    if (SHOTS) await botan.page.screenshot({ path: `${SHOTS}/chat-cue-390.png` });
    // The chat comes after the hand: it never pushes the hand down.
    const chatTop = (await botan.page.getByTestId("table-chat").boundingBox())!.y;
    const hand = await botan.page.locator('[data-testid="hand"] [role="listitem"]').all();
    expect(hand.length).toBeGreaterThan(0);
    for (const card of hand) {
      const box = (await card.boundingBox())!;
      expect(box.y + box.height, "a hand card above the chat").toBeLessThanOrEqual(chatTop);
    }
    if (SHOTS) await botan.page.screenshot({ path: `${SHOTS}/chat-collapsed-390.png` });
    // The cue from the keyboard: the chat opens, comes into view with its messages focused, and the cue goes.
    await cue.focus();
    await botan.page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(botanChat.getByTestId("chat-message")).toHaveCount(6);
    await expect(botanChat).toBeFocused();
    await expect(botanChat).toBeInViewport();
    await expect(cue).toHaveCount(0);
    const overflow = await botan.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "no sideways scroll at 390 px with a 300-character word").toBeLessThanOrEqual(0);
    if (SHOTS) {
      await botan.page.getByTestId("table-chat").scrollIntoViewIfNeeded();
      await botan.page.screenshot({ path: `${SHOTS}/chat-open-390.png` });
    }

    // A wide screen with the chat closed by hand: the cue shows there too, and a click opens the chat.
    await botan.page.setViewportSize({ width: 1280, height: 800 });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await mutate(aiko.page.request, "chat.send", { tableId, text: "One more hand after this?" });
    await expect(cue).toContainText("Chat · 1 new");
    await botan.page.evaluate(() => window.scrollTo(0, 0));
    await expect(cue).toBeInViewport();
    if (SHOTS) await botan.page.screenshot({ path: `${SHOTS}/chat-cue-1280.png` });
    await cue.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(botanChat).toBeInViewport();
    // Botan mutes Aiko at this table: her messages go from his page until he unmutes her.
    const mute = botan.page.getByTestId("chat-mute");
    // beside the board an icon, its words for a screen reader
    await mute.locator("summary", { hasText: "Mute…" }).click();
    await mute.getByLabel(`Mute ${aiko.user.displayName}`).check();
    await expect(botanChat.getByTestId("chat-message")).toHaveCount(1);
    await expect(botan.page.getByTestId("chat-muted-note")).toHaveText(
      `Muted at this table: ${aiko.user.displayName}.`,
    );
    if (SHOTS) {
      await botan.page.getByTestId("table-chat").scrollIntoViewIfNeeded();
      await botan.page.screenshot({ path: `${SHOTS}/chat-muted-1280.png` });
    }
    await mute.getByLabel(`Mute ${aiko.user.displayName}`).uncheck();
    await expect(botanChat.getByTestId("chat-message")).toHaveCount(7);

    // A wide screen keeps the chat open beside the board, in its side column (it was under the board, below the fold
    // at 1280x800): a new message shows there as it comes, on the screen, so no cue is needed; the board does not move.
    await botan.page.evaluate(() => window.scrollTo(0, 0));
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(botanChat, "the open chat is on the screen at 1280x800").toBeInViewport();
    const handAt = (await firstCard.boundingBox())!.y;
    await mutate(aiko.page.request, "chat.send", { tableId, text: "Still there?" });
    await expect(botanChat.getByTestId("chat-message")).toHaveCount(8);
    await expect(botanChat.getByTestId("chat-message").last()).toContainText("Still there?");
    await expect(cue).toHaveCount(0);
    expect((await firstCard.boundingBox())!.y, "the message does not move the board").toBe(handAt);
    if (SHOTS) await botan.page.screenshot({ path: `${SHOTS}/chat-beside-1280.png` });
    await botan.page.setViewportSize({ width: 390, height: 844 });

    // "Hide chat" stays after a reload.
    await botan.page.getByTestId("chat-hide").check();
    await expect(botanChat).toHaveCount(0);
    await botan.page.reload();
    await expect(botan.page.getByTestId("chat-hide")).toBeChecked();
    await expect(botan.page.getByTestId("chat-messages")).toHaveCount(0);

    // Someone else watching the public table sees the board, not the players' chat.
    const [watcher] = await seatPlayers(browser, testInfo, [
      await users.create({ displayName: `Chiyo ${Date.now() % 10_000}` }),
    ]);
    await watcher!.page.goto(`/table/${tableId}`);
    await expect(watcher!.page.getByTestId("live-game")).toBeVisible();
    await expect(watcher!.page.getByTestId("table-chat")).toHaveCount(0);
    await closePlayers([watcher!]);
  } finally {
    await closePlayers(players);
  }
});

test("the waiting room's chat: two of three seated players talk before the game starts", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(90_000);
  const players = await seatTwo(browser, testInfo, users, ["Daiki", "Emi"]);
  const [daiki, emi] = players;
  try {
    const { tableId, inviteCode } = await createTable(daiki.page.request, { game: "sfj", playerCount: 3 });
    await mutate(emi.page.request, "table.join", { tableId, inviteCode: inviteCode ?? undefined });
    for (const p of players) {
      await p.page.goto(`/table/${tableId}`);
      await expect(p.page.getByTestId("table-chat")).toBeVisible();
    }
    await expect(daiki.page.getByTestId("chat-messages")).toContainText("No messages yet");
    await daiki.page.getByTestId("chat-input").fill("Shall we wait for a third player or add a bot?");
    await daiki.page.keyboard.press("Enter");
    await expect(emi.page.getByTestId("chat-message")).toHaveText(/Shall we wait for a third player or add a bot\?$/);
    await shotsAtBothSizes(emi.page, SHOTS, "chat-waiting-room");
  } finally {
    await closePlayers(players);
  }
});

test("an admin removes a message: the players' open pages say so at once, and the audit log lists the removal", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(120_000);
  const players = await seatTwo(browser, testInfo, users, ["Fumi", "Goro"]);
  const [fumi, goro] = players;
  const [moderator] = await seatPlayers(browser, testInfo, [await users.create({ role: "ADMIN" })]);
  try {
    const { tableId } = await startedTable(fumi.page.request, [goro.page.request]);
    await openBoards(players, tableId);
    const rude = `something rude ${Date.now() % 100_000}`;
    await mutate(fumi.page.request, "chat.send", { tableId, text: rude });
    await mutate(goro.page.request, "chat.send", { tableId, text: "let's keep it friendly" });
    for (const p of players) await expect(p.page.getByTestId("chat-message")).toHaveCount(2);
    await expect(goro.page.getByTestId("chat-message").first()).toContainText(rude);

    // The admin opens the table and removes Fumi's message with its Remove button.
    await moderator!.page.goto(`/table/${tableId}`);
    const adminChat = moderator!.page.getByTestId("chat-messages");
    await expect(adminChat.getByTestId("chat-message")).toHaveCount(2);
    await expect(moderator!.page.getByTestId("chat-input")).toHaveCount(0);
    await adminChat.getByRole("button", { name: `Remove this message by ${fumi.user.displayName}` }).click();
    await expect(adminChat.getByTestId("chat-message").first()).toContainText("message removed by a moderator");

    // Both players' open pages show the removal without a reload; the other message stays.
    for (const p of players) {
      const first = p.page.getByTestId("chat-message").first();
      await expect(first).toContainText("message removed by a moderator");
      await expect(first).not.toContainText(rude);
      await expect(p.page.getByTestId("chat-message").nth(1)).toContainText("let's keep it friendly");
    }
    if (SHOTS) {
      await goro.page.getByTestId("table-chat").scrollIntoViewIfNeeded();
      await goro.page.screenshot({ path: `${SHOTS}/chat-removed-1280.png` });
    }

    // The audit log keeps what was removed, by whom, at which table.
    await moderator!.page.goto("/admin/audit");
    const entry = moderator!.page
      .getByTestId("audit-list")
      .getByRole("listitem")
      .filter({ hasText: `removed a chat message by ${fumi.user.displayName} at table ${tableId}` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`"${rude}"`);
    if (SHOTS) {
      await moderator!.page.setViewportSize({ width: 390, height: 844 });
      await entry.scrollIntoViewIfNeeded();
      await moderator!.page.screenshot({ path: `${SHOTS}/chat-audit-390.png` });
    }
  } finally {
    await closePlayers([...players, moderator!]);
  }
});
