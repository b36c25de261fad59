// A row of "My games": where the game stands said once (the badge; the round only while it is played), an abandoned
// game called so (its badge said "Finished" beside "Abandoned"), a tournament game's event and round, and a team
// game's partners told from its opponents (the partner was listed among "with …" like an opponent).
import { describe, expect, it } from "vitest";
import { renderIntl } from "../_lib/testing/intl";
import type { MyGameSummary } from "~/server/views/table";
import { MyGameRow } from "./my-game-row";

const game = (patch: Partial<MyGameSummary>): MyGameSummary => ({
  gameId: "g",
  tableId: "t",
  game: "sutda",
  gameTitle: "Sutda",
  opponents: [{ id: "u-chie", displayName: "Chie", bot: null }],
  partners: [],
  myTurn: false,
  deadlineAt: null,
  status: "FINISHED",
  progress: null,
  tournament: null,
  ...patch,
});
// the words as read: the links' own tags do not cut them ("with Chie", the name a link)
const text = (g: MyGameSummary) =>
  renderIntl(<MyGameRow g={g} />)
    .replace(/<\/?a[^>]*>/g, "")
    .replace(/<[^>]+>/g, "|")
    .replace(/\|+/g, "|");

describe("a row of my games", () => {
  it("says a finished or abandoned game's state once", () => {
    expect(text(game({}))).toBe("|Finished|Sutda|with Chie|");
    expect(text(game({ status: "ABORTED", progress: null }))).toBe("|Abandoned|Sutda|with Chie|");
  });

  it("gives the round of a game in play and the tournament it belongs to", () => {
    expect(
      text(
        game({
          status: "ACTIVE",
          myTurn: true,
          progress: { round: 1, of: 1 },
          tournament: { id: "x", name: "Autumn Knockout", round: 2 },
        }),
      ),
    ).toBe("|Your turn|Sutda|with Chie|Hand 1 of 1|Autumn Knockout, round 2|");
  });

  it("names a practice game's bots in the page's language, in the row and its link's label", () => {
    const practice = game({ opponents: [{ id: "bot-1", displayName: "Botan (Steady)", bot: "heuristic" }] });
    const ja = renderIntl(<MyGameRow g={practice} />, "ja");
    expect(ja.replace(/<[^>]+>/g, "|")).toContain("Botan（堅実）");
    expect(ja).not.toContain("Steady");
  });

  it("says the round in the page's language, in the game's own noun", () => {
    const row = (g: MyGameSummary, locale: "ja" | "de") =>
      renderIntl(<MyGameRow g={g} />, locale).replace(/<[^>]+>/g, "|");
    expect(row(game({ status: "ACTIVE", progress: { round: 3, of: 10 } }), "ja")).toContain("第3ハンド（全10）");
    const sakura = game({ game: "sakura", gameTitle: "Sakura", status: "ACTIVE", progress: { round: 2, of: 12 } });
    expect(row(sakura, "de")).toContain("Runde 2 von 12");
    expect(row({ ...sakura, progress: null }, "de")).not.toContain("Round");
  });

  it("calls a game in play that I resigned over for me: no 'Waiting', no round", () => {
    const row = text(game({ status: "ACTIVE", progress: { round: 12, of: null }, left: "resigned" }));
    expect(row).toBe("|Resigned|Sutda|with Chie|Over for you: the others play on|");
    expect(renderIntl(<MyGameRow g={game({ status: "ACTIVE", left: "resigned" })} />)).toContain(
      'aria-label="Sutda with Chie, you resigned, over for you"',
    );
  });

  it("names a team game's partners as partners, apart from the other side", () => {
    expect(
      text(
        game({
          game: "sakura",
          gameTitle: "Sakura",
          partners: [{ id: "u-aki", displayName: "Aki", bot: null }],
          opponents: [
            { id: "u-emi", displayName: "Emi", bot: null },
            { id: "u-ken", displayName: "Ken", bot: null },
          ],
        }),
      ),
    ).toBe("|Finished|Sakura|with Aki (partner) vs Emi and Ken|");
    expect(
      text(
        game({
          game: "sakura",
          gameTitle: "Sakura",
          partners: [
            { id: "u-aki", displayName: "Aki", bot: null },
            { id: "u-dai", displayName: "Dai", bot: null },
          ],
          opponents: [
            { id: "u-emi", displayName: "Emi", bot: null },
            { id: "u-ken", displayName: "Ken", bot: null },
            { id: "u-rin", displayName: "Rin", bot: null },
          ],
        }),
      ),
    ).toBe("|Finished|Sakura|with Aki and Dai (partners) vs Emi, Ken and Rin|");
  });

  it("lists the names as the reader's language does", () => {
    const ja = renderIntl(
      <MyGameRow
        g={game({
          opponents: [
            { id: "u-emi", displayName: "Emi", bot: null },
            { id: "u-ken", displayName: "Ken", bot: null },
            { id: "u-rin", displayName: "Rin", bot: null },
          ],
        })}
      />,
      "ja",
    ).replace(/<[^>]+>/g, "");
    expect(ja).toContain("Emi、Ken、Rin");
    expect(ja).not.toContain(" and ");
  });
});
