// Sanity scenarios for the Sakura bot: hand-built positions where the right play is plain. Each position is a
// real engine state; the bot gets its seat's view and legal moves only.
import { describe, expect, it } from "vitest";
import { cardCode, parseCard } from "../../core/cards";
import type { MatchSetup } from "../../core/ruleset";
import { arrange, buildDeal, setupOf as sakuraSetup, startFrom } from "../testing/kit";
import { CAPTURED, DEAD, FIELD, type SakuraState } from "../state";
import { scenarioMove as move } from "../../bots/testing/harness";

/** A 2-player Sakura round at seat 0's Step A with the given hand and field; every other card is dead or captured as given. */
function sakuraPosition(
  hand: string[],
  field: string[],
  captured: Record<number, string[]> = {},
  oppHand: string[] = [],
): { setup: MatchSetup; state: SakuraState } {
  const setup = sakuraSetup(2, { gaji: "off" });
  let state = startFrom(setup, 0, buildDeal(2, {}));
  const where: Record<string, number> = {};
  // Clear the deal: everything dead, then place what the scenario says; a few pile cards stay.
  for (let c = 0; c < 48; c++) where[cardCode(c)] = DEAD;
  const pile = ["M12-2", "M12-3", "M11-1", "M06-2", "M06-3", "M07-2", "M07-3", "M04-3"].filter(
    (c) => ![...hand, ...field, ...oppHand, ...Object.values(captured).flat()].includes(c),
  );
  for (const c of pile) where[c] = 8;
  for (const c of hand) where[c] = 0;
  for (const c of oppHand) where[c] = 1;
  for (const c of field) where[c] = FIELD;
  for (const [side, cards] of Object.entries(captured)) for (const c of cards) where[c] = CAPTURED + Number(side);
  state = arrange(state, where);
  const r = state.round!;
  return {
    setup,
    state: { ...state, round: { ...r, info: { ...r.info, pile: pile.map((c) => parseCard(c)!) }, pileTop: 0 } },
  };
}

describe("Sakura heuristic scenarios", () => {
  it("takes the Curtain rather than a chaff", () => {
    const { setup, state } = sakuraPosition(["M03-2", "M01-2"], ["M03-0", "M01-3", "M05-2"], {}, [
      "M03-3",
      "M05-3",
      "M02-2",
    ]);
    expect(move("sakura", setup, state, 0).play).toBe("M03-2");
  });
  it("of two matching field cards, takes the Curtain", () => {
    const { setup, state } = sakuraPosition(["M03-2", "M01-2"], ["M03-0", "M03-3", "M05-2"], {}, ["M05-3", "M02-2"]);
    expect(move("sakura", setup, state, 0)).toMatchObject({ play: "M03-2", take: "M03-0" });
  });
  it("completes a yaku (Curtain, Moon, Sake Cup) over a bigger card capture", () => {
    // The opponent may hold a Chrysanthemum and a Pine: both captures are contested.
    const { setup, state } = sakuraPosition(
      ["M09-2", "M01-2"],
      ["M09-0", "M01-0", "M05-2"],
      { 0: ["M03-0", "M08-0"] },
      ["M09-1", "M01-3", "M05-3"],
    );
    expect(move("sakura", setup, state, 0).play).toBe("M09-2");
  });
  it("blocks the opponent's three poetry ribbons", () => {
    const { setup, state } = sakuraPosition(
      ["M03-2", "M10-2"],
      ["M03-1", "M10-0", "M05-2"],
      { 1: ["M01-1", "M02-1"] },
      ["M05-3", "M02-2"],
    );
    expect(move("sakura", setup, state, 0).play).toBe("M03-2");
  });
  it("lays a chaff, not the Crane, when nothing matches", () => {
    const { setup, state } = sakuraPosition(["M01-0", "M04-2"], ["M05-2", "M09-2"], {}, ["M01-2", "M04-1"]);
    expect(move("sakura", setup, state, 0).play).toBe("M04-2");
  });
  it("the strong level takes the contested Curtain first", () => {
    const { setup, state } = sakuraPosition(["M03-2", "M01-2"], ["M03-0", "M01-3", "M05-2"], {}, [
      "M03-3",
      "M05-3",
      "M02-2",
    ]);
    expect(move("sakura", setup, state, 0, "strong").play).toBe("M03-2");
  });
});
