import { expect, it } from "vitest";
import { BOT_LEVELS } from "~/engine/bots";
import { displayNameKey } from "../accounts/display-name-key";
import { describeWithDatabase } from "../testing/database";
import { BOT_NAMES, ensureBotAccounts, isBotName } from "./bots";

describeWithDatabase("bot accounts", (t) => {
  it("gives every bot, across the levels, its own name that says its level", async () => {
    const { db } = t();
    const bots = (await Promise.all(BOT_LEVELS.map((level) => ensureBotAccounts(db, level, BOT_NAMES.length)))).flat();
    expect(bots).toHaveLength(BOT_LEVELS.length * BOT_NAMES.length);
    expect(new Set(bots.map((b) => displayNameKey(b.displayName))).size).toBe(bots.length);
    // the level as the level picker names it, never the engine's word
    for (const b of bots) expect(b.displayName).not.toContain(b.botLevel === "strong" ? "(strong)" : b.botLevel);
    expect(bots.filter((b) => b.displayName.startsWith("Ume (")).map((b) => b.displayName)).toEqual([
      "Ume (Beginner)",
      "Ume (Steady)",
      "Ume (Strong)",
    ]);
    // asked again: the same accounts
    expect((await ensureBotAccounts(db, "strong", 2)).map((b) => b.id)).toEqual(
      bots
        .filter((b) => b.botLevel === "strong")
        .slice(0, 2)
        .map((b) => b.id),
    );
  });

  it("knows the bots' names in any case or width", () => {
    expect(isBotName("ume (STRONG)")).toBe(true);
    expect(isBotName("Ｍａｔｓｕ （ｂｅｇｉｎｎｅｒ）")).toBe(true);
    // the names they had before, which an account may keep
    expect(isBotName("Matsu (heuristic)")).toBe(true);
    expect(isBotName("Bot Ume")).toBe(false);
    expect(isBotName("Ume")).toBe(false);
  });
});
