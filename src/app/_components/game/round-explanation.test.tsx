// A scoring line worth nothing (Sakura's yaku whose points move in a transfer, Sutda's shown hand) reads as a dash
// to the eye and as "no points" to a screen reader: its lone "·" read as a stray dot.
import type { ReactNode } from "react";
import { renderToStaticMarkup as renderPlain } from "react-dom/server";
import { translatorFor, withIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import { RoundExplanationView, yakuWords } from "./round-explanation";
import type { BoardPlayer } from "./types";

// Boards read their words from next-intl: rendered inside the provider with the English catalog.
const renderToStaticMarkup = (element: ReactNode) => renderPlain(withIntl(element));

const players: BoardPlayer[] = [
  { seat: 0, displayName: "Aiko", team: null, standIn: false, timeouts: 0, forfeited: false },
  { seat: 1, displayName: "Botan", team: null, standIn: false, timeouts: 0, forfeited: false },
];

const html = renderToStaticMarkup(
  <RoundExplanationView
    game="sakura"
    players={players}
    teams={null}
    mySide={0}
    winner={0}
    explanation={{
      round: 1,
      sides: [
        {
          side: 0,
          seats: [0],
          steps: [
            { label: "Yaku い (I): each opponent loses 50", points: 0 },
            { label: "Card values", points: 20 },
          ],
          total: 20,
        },
        { side: 1, seats: [1], steps: [{ label: "Paid for い (I)", points: -50 }], total: -50 },
      ],
      notes: [],
    }}
  />,
);
/** A step's points as the eye sees them (aria-hidden kept) and as a screen reader hears them (aria-hidden dropped). */
const lines = (h: string) => [...h.matchAll(/<li [^>]*>.*?<\/li>/g)].map((m) => m[0]);
const seen = (li: string) =>
  li
    .replace(/<span class="sr-only">.*?<\/span>/g, "")
    .replace(/<[^>]+>/g, "|")
    .replace(/\|+/g, "|");
const unescaped = (t: string) => t.replace(/&amp;/g, "&");
const heard = (li: string) =>
  li
    .replace(/<span aria-hidden="true">.*?<\/span>/g, "")
    .replace(/<[^>]+>/g, "|")
    .replace(/\|+/g, "|");

describe("a scoring line worth nothing", () => {
  it("shows a dash and says 'no points'; other lines keep their signed points", () => {
    const [zero, twenty, paid] = lines(html);
    expect(seen(zero!)).toBe("|Yaku い (I): each opponent loses 50|—|");
    expect(heard(zero!)).toBe("|Yaku い (I): each opponent loses 50|no points|");
    expect(html).not.toContain(">·<");
    expect(seen(twenty!)).toBe("|Card values|+20|");
    expect(seen(paid!)).toBe("|Paid for い (I)|−50|");
  });
});

describe("a yaku's line, from the reader's side", () => {
  const to = { name: "と (To)", amount: 50 } as const;
  const render = (
    mySide: number | null,
    effect: "others-lose" | "others-pay" | "bonus",
    teams: number[][] | null = null,
  ) => {
    const names = teams
      ? [
          ...players,
          { seat: 2, displayName: "Chie", team: 0, standIn: false, timeouts: 0, forfeited: false },
          { seat: 3, displayName: "Ren", team: 1, standIn: false, timeouts: 0, forfeited: false },
        ]
      : players;
    const h = renderToStaticMarkup(
      <RoundExplanationView
        game="sakura"
        players={names}
        teams={teams}
        mySide={mySide}
        winner={0}
        explanation={{
          round: 1,
          sides: [
            {
              side: 0,
              seats: teams ? teams[0]! : [0],
              steps: [
                {
                  label: `Yaku と (To): each opponent loses 50`,
                  points: effect === "others-lose" ? 0 : 50,
                  yaku: { ...to, effect },
                },
              ],
              total: 0,
            },
            {
              side: 1,
              seats: teams ? teams[1]! : [1],
              steps: [{ label: "Opponents' yaku: 1 × −50", points: -50 }],
              total: -50,
            },
          ],
          notes: [],
        }}
      />,
    );
    return lines(h).map((li) => unescaped(seen(li).split("|")[1]!));
  };

  it("tells the maker what it did to the others and the others what it cost them", () => {
    expect(render(0, "others-lose")[0]).toBe("You made と (To): each opponent loses 50");
    expect(render(1, "others-lose")[1]).toBe("Aiko made と (To): you lose 50");
    expect(render(null, "others-lose")[0]).toBe("Aiko made と (To): each opponent loses 50");
    expect(render(0, "others-pay")[0]).toBe("You made と (To): each opponent pays you 50");
    expect(render(1, "others-pay")[1]).toBe("Aiko made と (To): you pay Aiko 50");
    expect(render(0, "bonus")[0]).toBe("You made と (To): 50 points for you");
  });

  it("speaks to a team as a team", () => {
    const teams = [
      [0, 2],
      [1, 3],
    ];
    expect(render(0, "others-lose", teams)[0]).toBe("Your team made と (To): each opponent loses 50");
    expect(render(1, "others-lose", teams)[1]).toBe("Aiko and Chie made と (To): your team loses 50");
  });

  it("quotes the yaku in Japanese: an iroha letter ran into the particle before it (「あなたがと (To)を」)", () => {
    const ja = translatorFor("RoundExplanation", "ja");
    const line = (mine: boolean) =>
      yakuWords(ja, { ...to, effect: "others-lose" }, { name: "Aiko", mine }, { team: false });
    expect(line(true)).toBe("あなたが「と (To)」を作りました：相手はそれぞれ50点を失います");
    expect(line(false)).toMatch(/^Aikoが「と \(To\)」を作りました：/);
  });
});

describe("a Koi-Koi round's notes, from the reader's side", () => {
  const notes = (mySide: number | null) => {
    const h = renderToStaticMarkup(
      <RoundExplanationView
        game="koikoi"
        players={players}
        teams={null}
        mySide={mySide}
        winner={0}
        explanation={{
          round: 1,
          sides: [
            { side: 0, seats: [0], steps: [{ label: "Card values", points: 6 }], total: 6 },
            { side: 1, seats: [1], steps: [], total: 0 },
          ],
          notes: ["Seat 1 stopped (shōbu).", "Seat 1 called koi-koi once this round."],
          notePhrases: [
            { key: "stopped", args: { seat: 0, how: "shobu" } },
            { key: "koikoiCalls", args: { seat: 0, count: 1 } },
          ],
        }}
      />,
    );
    // the notes' list items carry no attributes, the sides' steps do
    return [...h.matchAll(/<li>(.*?)<\/li>/g)].map((m) => unescaped(m[1]!));
  };

  it("speaks to the winner as 'you' and of them by name to the others", () => {
    expect(notes(0)).toEqual(["You stopped (shōbu).", "You called koi-koi once this round."]);
    expect(notes(1)).toEqual(["Aiko stopped (shōbu).", "Aiko called koi-koi once this round."]);
    expect(notes(null)).toEqual(["Aiko stopped (shōbu).", "Aiko called koi-koi once this round."]);
  });
});

describe("a side that scored nothing", () => {
  const render = (steps: { label: string; points: number }[]) =>
    renderToStaticMarkup(
      <RoundExplanationView
        game="koikoi"
        players={players}
        teams={null}
        mySide={0}
        winner={1}
        explanation={{
          round: 1,
          sides: [
            { side: 0, seats: [0], steps, total: steps.reduce((a, s) => a + s.points, 0) },
            { side: 1, seats: [1], steps: [{ label: "Card values", points: 6 }], total: 6 },
          ],
          notes: [],
        }}
      />,
    );
  const firstSide = (h: string) => h.match(/<section .*?<\/section>/)![0].replace(/<[^>]+>/g, "|");

  it("says so, where its side stood empty under its name (a Koi-Koi round's loser)", () => {
    expect(firstSide(render([]))).toContain("|Nothing scored|");
  });

  it("says nothing of the kind when the side has lines, even worth nothing", () => {
    expect(firstSide(render([{ label: "Card values", points: 0 }]))).not.toContain("Nothing scored");
  });
});
