// seatBadgePlayer: what the Sutda and fishing boards pass to another seat's badge from that seat's player.
import { describe, expect, it } from "vitest";
import { seatBadgePlayer } from "./seat-player";
import type { BoardPlayer } from "./types";

const player: BoardPlayer = {
  seat: 1,
  userId: "botan",
  displayName: "Botan",
  bot: null,
  team: null,
  standIn: true,
  timeouts: 1,
  forfeited: true,
  resigned: true,
  bankSeconds: 42,
};

describe("seatBadgePlayer", () => {
  it("passes on the stand-in, forfeit, resignation, time bank, bot level and page of the seat's player", () => {
    expect(seatBadgePlayer(player)).toEqual({
      standIn: true,
      forfeited: true,
      resigned: true,
      bankSeconds: 42,
      bot: null,
      userId: "botan",
    });
    expect(
      seatBadgePlayer({
        ...player,
        userId: "bot-1",
        bot: "strong",
        standIn: false,
        forfeited: false,
        resigned: undefined,
        bankSeconds: undefined,
      }),
    ).toEqual({
      standIn: false,
      forfeited: false,
      resigned: false,
      bankSeconds: null,
      bot: "strong",
      userId: "bot-1",
    });
  });

  it("shows a person's time bank and not a bot's (a bot moves at once)", () => {
    expect(seatBadgePlayer({ ...player, bankSeconds: 86_400 }).bankSeconds).toBe(86_400);
    expect(seatBadgePlayer({ ...player, bot: "strong", bankSeconds: 86_400 }).bankSeconds).toBeNull();
  });

  it("shows nothing of a player the view does not have in that seat", () => {
    expect(seatBadgePlayer(undefined)).toEqual({
      standIn: false,
      forfeited: false,
      resigned: false,
      bankSeconds: null,
      bot: null,
      userId: null,
    });
  });
});
