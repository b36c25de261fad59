// A row of "My games": where the game stands said once (the badge; the round only while it is played), an abandoned
// game called so (its badge said "Finished" beside "Abandoned"), and a tournament game's event and round.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MyGameSummary } from "~/server/api/views/table";
import { MyGameRow } from "./my-game-row";

const game = (patch: Partial<MyGameSummary>): MyGameSummary => ({
  gameId: "g",
  tableId: "t",
  game: "sutda",
  gameTitle: "Sutda",
  opponents: ["Chie"],
  myTurn: false,
  deadlineAt: null,
  status: "FINISHED",
  roundLabel: "Finished",
  tournament: null,
  ...patch,
});
const text = (g: MyGameSummary) => renderToStaticMarkup(<MyGameRow g={g} />).replace(/<[^>]+>/g, "|").replace(/\|+/g, "|");

describe("a row of my games", () => {
  it("says a finished or abandoned game's state once", () => {
    expect(text(game({}))).toBe("|Finished|Sutda|with Chie|");
    expect(text(game({ status: "ABORTED", roundLabel: "Abandoned" }))).toBe("|Abandoned|Sutda|with Chie|");
  });

  it("gives the round of a game in play and the tournament it belongs to", () => {
    expect(text(game({ status: "ACTIVE", myTurn: true, roundLabel: "Hand 1 of 1", tournament: { id: "x", name: "Autumn Knockout", round: 2 } }))).toBe(
      "|Your turn|Sutda|with Chie|Hand 1 of 1|Autumn Knockout, round 2|",
    );
  });
});
