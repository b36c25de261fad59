// A scoring line worth nothing (Sakura's yaku whose points move in a transfer, Sutda's shown hand) reads as a dash
// to the eye and as "no points" to a screen reader: its lone "·" read as a stray dot.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RoundExplanationView } from "./round-explanation";
import type { BoardPlayer } from "./types";

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
        { side: 0, seats: [0], steps: [{ label: "Yaku い (I): each opponent loses 50", points: 0 }, { label: "Card values", points: 20 }], total: 20 },
        { side: 1, seats: [1], steps: [{ label: "Paid for い (I)", points: -50 }], total: -50 },
      ],
      notes: [],
    }}
  />,
);
/** A step's points as the eye sees them (aria-hidden kept) and as a screen reader hears them (aria-hidden dropped). */
const lines = (h: string) => [...h.matchAll(/<li [^>]*>.*?<\/li>/g)].map((m) => m[0]);
const seen = (li: string) => li.replace(/<span class="sr-only">.*?<\/span>/g, "").replace(/<[^>]+>/g, "|").replace(/\|+/g, "|");
const heard = (li: string) => li.replace(/<span aria-hidden="true">.*?<\/span>/g, "").replace(/<[^>]+>/g, "|").replace(/\|+/g, "|");

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
