// A game ended by forfeit names who forfeited, "you" to that player, in the reader's language.
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { endedEarlyLine as line, forfeitEndedLine as forfeitLine, type EndedEarlyWords } from "./forfeit-ended";

const wordsIn = (locale: Locale): EndedEarlyWords => ({
  t: translatorFor("EarlyEnd", locale),
  list: (names) => new Intl.ListFormat(locale === "en" ? "en-GB" : locale, { type: "conjunction" }).format(names),
});
const en = wordsIn("en");
const forfeitEndedLine = (...a: Parameters<typeof forfeitLine> extends [EndedEarlyWords, ...infer R] ? R : never) =>
  forfeitLine(en, ...a);
const endedEarlyLine = (gv: Parameters<typeof line>[1]) => line(en, gv);

const players = [
  { seat: 0, displayName: "Fumi", forfeited: false },
  { seat: 1, displayName: "Goro", forfeited: true },
  { seat: 2, displayName: "Hana", forfeited: false },
];

describe("forfeitEndedLine", () => {
  it("names the player who forfeited to the others, and says 'you' to that player", () => {
    expect(forfeitEndedLine(players, 0)).toBe("It ended early: Goro forfeited after too many missed moves.");
    expect(forfeitEndedLine(players, null)).toBe("It ended early: Goro forfeited after too many missed moves.");
    expect(forfeitEndedLine(players, 1)).toBe("It ended early: you forfeited after too many missed moves.");
  });

  it("names several, and falls back to 'a player' when the view flags nobody", () => {
    const two = players.map((p) => ({ ...p, forfeited: p.seat !== 0 }));
    expect(forfeitEndedLine(two, 0)).toBe("It ended early: Goro and Hana forfeited after too many missed moves.");
    expect(
      forfeitEndedLine(
        players.map((p) => ({ ...p, forfeited: false })),
        0,
      ),
    ).toBe("It ended early: a player forfeited after too many missed moves.");
  });
});

describe("endedEarlyLine", () => {
  it("says who resigned ('you' to them), who forfeited, and nothing for a game played out", () => {
    const resigned = players.map((p) => ({ ...p, forfeited: p.seat === 1 }));
    expect(endedEarlyLine({ endReason: "resign", players: resigned, mySeat: 0 })).toBe(
      "It ended early: Goro resigned.",
    );
    expect(endedEarlyLine({ endReason: "resign", players: resigned, mySeat: 1 })).toBe("It ended early: you resigned.");
    expect(endedEarlyLine({ endReason: "forfeit", players: resigned, mySeat: 0 })).toBe(
      "It ended early: Goro forfeited after too many missed moves.",
    );
    expect(endedEarlyLine({ endReason: null, players: resigned, mySeat: 0 })).toBeUndefined();
  });

  it("tells apart, in a game played on after a resign, who resigned and who forfeited after missed moves", () => {
    const both = players.map((p) => ({ ...p, forfeited: p.seat !== 0, resigned: p.seat === 1 }));
    expect(endedEarlyLine({ endReason: "forfeit", players: both, mySeat: 0 })).toBe(
      "It ended early: Hana forfeited after too many missed moves.",
    );
    expect(endedEarlyLine({ endReason: "resign", players: both, mySeat: 1 })).toBe("It ended early: you resigned.");
  });
});

describe("the early end in Japanese", () => {
  it("names who forfeited or resigned with the catalog's words and a Japanese list", () => {
    const ja = wordsIn("ja");
    const two = players.map((p) => ({ ...p, forfeited: p.seat !== 0 }));
    expect(forfeitLine(ja, two, 0)).toBe("Goro、Hanaが持ち時間切れを繰り返して不戦敗になり、早く終わりました。");
    expect(
      line(ja, { endReason: "resign", players: two.map((p) => ({ ...p, resigned: p.seat === 1 })), mySeat: 1 }),
    ).toBe("あなたが投了して、早く終わりました。");
  });
});
