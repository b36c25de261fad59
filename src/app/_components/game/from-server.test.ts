// withBotNames: the one place a table page words its game's bots, before the board, its dialogs and the resign form.
import { describe, expect, it } from "vitest";
import type { GameView } from "~/app/_lib/api-types";
import { botNamesIn } from "~/lib/bot-name";
import { translatorFor } from "~/app/_lib/testing/intl";
import { serverPlayer } from "~/app/_lib/testing/game-view";
import { toBoardView, withBotNames } from "./from-server";

const seat = (s: number, displayName: string, bot: string | null) => serverPlayer(s, displayName, { bot });

const view = (players: ReturnType<typeof seat>[]) =>
  ({
    gameId: "g1",
    game: "sakura",
    players,
    legalMoves: [],
    deadlineAt: null,
    serverTime: null,
    view: {},
  }) as unknown as GameView;

describe("a game's bots on a table page", () => {
  it("are named in the reader's language, the people as they are", () => {
    const gv = view([
      seat(0, "Aiko", null),
      seat(1, "Matsu (Steady)", "heuristic"),
      seat(2, "Momiji (Beginner)", "random"),
    ]);
    const ja = withBotNames(gv, botNamesIn(translatorFor("BotLevels", "ja")));
    expect(toBoardView(ja).players.map((p) => p.displayName)).toEqual(["Aiko", "Matsu（堅実）", "Momiji（初心者）"]);
    const ko = withBotNames(gv, botNamesIn(translatorFor("BotLevels", "ko")));
    expect(ko.players.map((p) => p.displayName)).toEqual(["Aiko", "Matsu (안정)", "Momiji (초보)"]);
    expect(gv.players[1]!.displayName).toBe("Matsu (Steady)");
  });

  it("leave a game without bots the same view", () => {
    const gv = view([seat(0, "Aiko", null), seat(1, "Botan", null)]);
    expect(withBotNames(gv, botNamesIn(translatorFor("BotLevels", "ja")))).toBe(gv);
  });
});
