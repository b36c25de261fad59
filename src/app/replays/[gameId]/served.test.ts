// servedPage: the replay page's server render names the game's bots in the reader's language, before the fold and
// the header read the players.
import { describe, expect, it } from "vitest";
import { botNamesIn } from "~/lib/bot-name";
import { translatorFor } from "~/app/_lib/testing/intl";
import type { ReplayView } from "~/server/views/replay";
import { servedPage } from "./served";

const player = (seat: number, displayName: string, bot: string | null) => ({
  seat,
  userId: `u${seat}`,
  displayName,
  bot,
  team: null,
  forfeited: false,
  resigned: false,
});

const seatReplay = {
  kind: "seat",
  gameId: "g1",
  game: "sakura",
  players: [player(0, "Aiko", null), player(1, "Matsu (Steady)", "heuristic"), player(2, "Kiku (Strong)", "strong")],
} as unknown as ReplayView;

describe("a replay's players", () => {
  it("are its bots named in the reader's language, its people as they are", async () => {
    const page = await servedPage(async () => seatReplay, null, null, botNamesIn(translatorFor("BotLevels", "ja")));
    if (page.kind !== "replay") throw new Error(page.kind);
    expect(page.replay.players.map((p) => p.displayName)).toEqual(["Aiko", "Matsu（堅実）", "Kiku（強豪）"]);
  });
});
