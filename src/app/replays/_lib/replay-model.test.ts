// The replay page's model, record files and fairness check, on engine games (no server, no browser).
import { createHash } from "node:crypto";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { parseOptionValues } from "~/engine/core/options";
import type { AnyRuleset, MatchSetup } from "~/engine/core/ruleset";
import { recordFromMoves, writeRecord, type GameRecord } from "~/engine/record";
import { randomTwoPlayerGame } from "~/engine/core/testing/random-game";
import { getRuleset } from "~/engine/registry";
import type { MushiBoardView } from "~/engine/mushi";
import type { SakuraBoardView } from "~/engine/sakura";
import type { SutdaBoardView } from "~/engine/sutda";
import { checkFairness, type FairnessItem } from "./fairness";
import { readReplayFile, replayFileOf } from "./record-file";
import { modelFromRecord } from "./every-game-model";
import { clampStep, parsePerspective } from "./replay-model";
import { sha256HexSync } from "./sha256";
import { catalogFor } from "~/i18n/catalog";
import { refusalText } from "../import/import-screen";

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A whole game played with random legal moves from `seed`: its record, states and commitment. */
function playedGame(
  game: "sakura" | "sutda" | "mushi" | "sfj",
  options: Record<string, string | number>,
  seed: string,
  firstDealer: number | null = null,
) {
  const ruleset = getRuleset(game) as AnyRuleset;
  const { setup, start, state, moves } = randomTwoPlayerGame(ruleset, game, options, seed, {
    moveSeed: `${seed}-moves`,
    start: firstDealer !== null ? { firstDealer } : undefined,
  });
  const record = json(
    firstDealer === null
      ? recordOrThrow(recordFromMoves(ruleset, setup, seed, ["Aiko", "Ben"], moves))
      : writeRecord(ruleset, setup, ["Aiko", "Ben"], state, byRound(ruleset, setup, seed, firstDealer, moves)),
  );
  const startFacts = json(ruleset.startFacts?.(start) ?? null);
  return {
    ruleset,
    setup,
    seed,
    moves,
    record,
    final: state,
    startFacts,
    commitment: createHash("sha256").update(seed).digest("hex"),
  };
}

function recordOrThrow(r: ReturnType<typeof recordFromMoves>): GameRecord {
  if (!r.ok) throw new Error(r.message);
  return r.record;
}

/** A game exported with its start facts, read back with them, and shown from the file. */
function importedWithStartFacts(played: ReturnType<typeof playedGame>, gameId: string) {
  const file = replayFileOf({
    gameId,
    seedCommitment: played.commitment,
    seed: played.seed,
    firstDealer: null,
    startFacts: played.startFacts,
    record: played.record,
  });
  const read = readReplayFile(JSON.stringify(file));
  if (!read.ok) throw new Error(read.refusal.key);
  expect(read.file.startFacts).toEqual(played.startFacts);
  return modelFromRecord(read.file.record, { gameId, startFacts: read.file.startFacts });
}

/** The moves grouped by the round they were played in (as the server stores them). */
function byRound(
  ruleset: AnyRuleset,
  setup: MatchSetup,
  seed: string,
  firstDealer: number,
  moves: unknown[],
): unknown[][] {
  const start = ruleset.newGame(setup, seed, { firstDealer });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const out: unknown[][] = [];
  for (const m of moves) {
    (out[ruleset.dealtRounds(state).length - 1] ??= []).push(m);
    const next = ruleset.applyMove(state, m);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  return out;
}

async function fairness(
  record: GameRecord,
  seed: string,
  commitment: string,
  firstDealer: number | null = null,
): Promise<FairnessItem[]> {
  const built = modelFromRecord(record, { gameId: "g" });
  if (!built.ok) throw new Error(built.error.message);
  return checkFairness({ ...built.model.recordFacts!, seed, commitment, firstDealer }, () => undefined);
}

describe("replay model", () => {
  const g = playedGame("sakura", { rounds: 2 }, "model-sakura");

  it("has a position per deal and per move, the engine's views for every seat and every hand open", () => {
    const built = modelFromRecord(g.record, { gameId: "g" });
    if (!built.ok) throw new Error(built.error.message);
    const m = built.model;
    expect(m.steps.length).toBe(g.record.rounds.length + g.moves.length);
    expect(m.roundStarts.map((s) => m.steps[s]!.move)).toEqual(g.record.rounds.map(() => null));
    expect(m.perspectives).toEqual(["all", 0, 1]);
    expect(m.finished).toBe(true);
    expect(m.rounds.length).toBe(g.ruleset.roundSummaries(g.final).length);
    // the last position is the engine's final state, seen by each seat (a record has no draw for the first dealer)
    const last = m.steps.length - 1;
    for (const seat of [0, 1]) {
      const { firstDealerDraws: _drawn, ...shown } = m.frame(last, seat).board.view as SakuraBoardView;
      const { firstDealerDraws: _live, ...engine } = json(g.ruleset.playerView(g.final, seat)) as SakuraBoardView;
      expect(shown).toEqual(engine);
    }
    // every hand open at the first deal: each seat's own hand
    const first = m.frame(0, "all");
    const deal = g.record.rounds[0]!.deal as { hands: string[][] };
    expect(first.openHands!.map((h) => [...h.cards].sort())).toEqual(deal.hands.map((h) => [...h].sort()));
    expect((first.board.view as SakuraBoardView).round!.hand).toBeNull();
    // moves in words, with the seat that moved; each round's end marked where it happens
    const firstMove = m.steps[1]!;
    expect(firstMove.seat).toBe((g.record.rounds[0]!.moves[0] as { seat: number }).seat);
    expect(firstMove.text).toMatch(/^(plays|draws|declares) /);
    expect(m.steps.filter((s) => s.roundEnded !== null).map((s) => s.roundEnded)).toEqual(m.rounds.map((_, i) => i));
  });

  it("reads positions and perspectives from a link, clamped to the replay", () => {
    const built = modelFromRecord(g.record, { gameId: "g" });
    if (!built.ok) throw new Error(built.error.message);
    const m = built.model;
    expect(clampStep(m, "5", 0)).toBe(5);
    expect(clampStep(m, "99999", 0)).toBe(m.steps.length - 1);
    expect(clampStep(m, "-3", 7)).toBe(7);
    expect(parsePerspective(m, "1")).toBe(1);
    expect(parsePerspective(m, "all")).toBe("all");
    expect(parsePerspective(m, "7")).toBe("all");
  });

  it("shows a seat's forfeit at the last position only, not from the deal on", () => {
    const built = modelFromRecord(g.record, {
      gameId: "g",
      players: [{ displayName: "Aiko" }, { displayName: "Ben", forfeited: true }],
    });
    if (!built.ok) throw new Error(built.error.message);
    const last = built.model.steps.length - 1;
    const forfeited = (step: number) => built.model.frame(step, "all").board.players.map((p) => p.forfeited);
    expect(forfeited(0)).toEqual([false, false]);
    expect(forfeited(last - 1)).toEqual([false, false]);
    expect(forfeited(last)).toEqual([false, true]);
  });

  it("shows a resigned seat as resigned at the last position (its badge says 'Resigned')", () => {
    const built = modelFromRecord(g.record, {
      gameId: "g",
      players: [
        { displayName: "Aiko", forfeited: true, resigned: true },
        { displayName: "Ben", forfeited: true },
      ],
    });
    if (!built.ok) throw new Error(built.error.message);
    const last = built.model.steps.length - 1;
    const resigned = (step: number) => built.model.frame(step, "all").board.players.map((p) => p.resigned);
    expect(resigned(0)).toEqual([false, false]);
    expect(resigned(last)).toEqual([true, false]);
  });

  it("opens Sutda hands from the deal when everything is shown", () => {
    const s = playedGame("sutda", { end: "rounds_N", rounds: 2 }, "model-sutda");
    const built = modelFromRecord(s.record, { gameId: "g" });
    if (!built.ok) throw new Error(built.error.message);
    const view = built.model.frame(0, "all").board.view as SutdaBoardView;
    const deal = s.record.rounds[0]!.deal as { hands: string[][] };
    expect(view.seats.map((x) => x.cards)).toEqual(deal.hands);
    // at the end the engine clears the table; the replay keeps the last hand on it, open
    const end = built.model.frame(built.model.steps.length - 1, "all").board.view as SutdaBoardView;
    const lastDeal = s.record.rounds.at(-1)!.deal as { hands: string[][] };
    expect(end.seats.map((x) => x.cards)).toEqual(lastDeal.hands);
    // one seat's view hides the other's cards
    const mine = built.model.frame(0, 0).board.view as SutdaBoardView;
    expect(mine.seats[1]!.cards.every((c) => c === null)).toBe(true);
  });

  it("shows a Mushi game's lots for the first elder at every position when given its start facts", () => {
    const mushi = playedGame("mushi", { rounds: 6 }, "model-mushi");
    expect(mushi.startFacts).toEqual(
      json((mushi.ruleset.playerView(mushi.final, null) as MushiBoardView).history.lots),
    );
    const built = modelFromRecord(mushi.record, { gameId: "g", startFacts: mushi.startFacts });
    if (!built.ok) throw new Error(built.error.message);
    const m = built.model;
    for (let i = 0; i < m.steps.length; i += 7)
      for (const p of m.perspectives)
        expect((m.frame(i, p).board.view as MushiBoardView).history.lots).toEqual(mushi.startFacts);
    // a record alone (an imported file) does not know them; start facts that are not lots are refused
    const bare = modelFromRecord(mushi.record, { gameId: "g" });
    expect(bare.ok && (bare.model.frame(0, 0).board.view as MushiBoardView).history.lots).toBeNull();
    expect(modelFromRecord(mushi.record, { gameId: "g", startFacts: { draws: [], elder: 2 } })).toEqual({
      ok: false,
      error: { field: "startFacts", message: "the elder of the lots must be seat 0 or 1" },
    });
  });

  for (const [name, options, field] of [
    ["sakura", { rounds: 2 }, "firstDealerDraws"],
    ["sfj", { rounds: 6 }, "dealerDraws"],
  ] as const) {
    it(`shows a ${name} game's first-dealer draws at every position when given its start facts`, () => {
      const played = playedGame(name, options, `model-${name}-draws`);
      const facts = played.startFacts as { draws: unknown[]; dealer: number };
      const drawsOf = (view: unknown) => (view as Record<string, unknown>)[field];
      expect(facts).toEqual({
        draws: drawsOf(json(played.ruleset.playerView(played.final, null))),
        dealer: played.record.rounds[0]!.dealer,
      });
      expect(facts.draws.length).toBeGreaterThan(0);
      const built = modelFromRecord(played.record, { gameId: "g", startFacts: facts });
      if (!built.ok) throw new Error(built.error.message);
      const m = built.model;
      for (let i = 0; i < m.steps.length; i += 5)
        for (const p of m.perspectives) expect(drawsOf(m.frame(i, p).board.view)).toEqual(facts.draws);
      // the last position is then the live game's final view whole, draws included
      for (const seat of [0, 1])
        expect(m.frame(m.steps.length - 1, seat).board.view).toEqual(
          json(played.ruleset.playerView(played.final, seat)),
        );
      // a record alone (an imported bare record) does not know them; draws that do not give its first dealer are refused
      const bare = modelFromRecord(played.record, { gameId: "g" });
      expect(bare.ok && drawsOf(bare.model.frame(0, 0).board.view)).toBeNull();
      const wrong = modelFromRecord(played.record, { gameId: "g", startFacts: { ...facts, dealer: 1 - facts.dealer } });
      expect(wrong).toMatchObject({
        ok: false,
        error: {
          field: "startFacts",
          message: expect.stringMatching(/^the first-dealer draw gives seat \d the first deal, not seat \d$/),
        },
      });
    });
  }

  it("refuses an illegal record with the round and move at fault", () => {
    const bad = json(g.record);
    const round = bad.rounds[1]!;
    round.moves[3] = { seat: 0, play: "M99-9" };
    const built = modelFromRecord(bad, { gameId: "g" });
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.error).toMatchObject({ round: 1, move: 3 });
  });
});

describe("fairness check", () => {
  const g = playedGame("sakura", { rounds: 2 }, "fair-seed");

  it("verifies the commitment and every deal of a genuine game", async () => {
    const items = await fairness(g.record, g.seed, g.commitment);
    expect(items.map((i) => i.status)).toEqual(["ok", ...g.record.rounds.map(() => "ok")]);
  });

  it("fails a record whose deal was changed, naming the card, and a seed that is not the committed one", async () => {
    const tampered = json(g.record);
    const deal = tampered.rounds[1]!.deal as { hands: string[][] };
    [deal.hands[0]![0], deal.hands[0]![1]] = [deal.hands[0]![1]!, deal.hands[0]![0]!];
    const items = await fairness(tampered, g.seed, g.commitment);
    expect(items[0]!.status).toBe("ok");
    expect(items[1]!.status).toBe("ok");
    expect(items[2]).toMatchObject({ status: "failed" });
    expect(items[2]!.detail).toMatchObject({ key: "otherCard", values: { path: "deal.hands[0][0]" } });

    const other = await fairness(g.record, "another-seed", g.commitment);
    expect(other.every((i) => i.status === "failed")).toBe(true);
  });
});

describe("fairness check of a game whose first dealer was named (a tournament's rotation)", () => {
  it("deals from the seed with the same first dealer, and fails without it", async () => {
    const seed = "named-dealer";
    const ruleset = getRuleset("sakura") as AnyRuleset;
    const options = parseOptionValues(ruleset.optionSpecs, { rounds: 1 }, "sakura");
    if (!options.ok) throw new Error(options.error.message);
    const drawn = ruleset.newGame({ players: 2, teams: null, options: options.value }, seed);
    if (!drawn.ok) throw new Error(drawn.error.message);
    const named = 1 - (ruleset.dealtRounds(drawn.value)[0]!.dealer ?? 0);
    const g = playedGame("sakura", { rounds: 1 }, seed, named);
    expect(g.record.rounds[0]!.dealer).toBe(named);
    expect((await fairness(g.record, seed, g.commitment, named)).map((i) => i.status)).toEqual(["ok", "ok"]);
    expect((await fairness(g.record, seed, g.commitment, null))[1]!.status).toBe("failed");
  });
});

describe("record files", () => {
  const g = playedGame("sutda", { end: "rounds_N", rounds: 1 }, "file-seed");

  it("read back what the export writes, and a bare record", () => {
    const file = replayFileOf({
      gameId: "g1",
      seedCommitment: g.commitment,
      seed: g.seed,
      firstDealer: 1,
      record: g.record,
    });
    const read = readReplayFile(JSON.stringify(file));
    expect(read).toMatchObject({
      ok: true,
      file: { kind: "envelope", gameId: "g1", seed: g.seed, seedCommitment: g.commitment, firstDealer: 1 },
    });
    expect(readReplayFile(JSON.stringify(g.record))).toMatchObject({
      ok: true,
      file: { kind: "record", seed: null, startFacts: null },
    });
    expect(file).not.toHaveProperty("startFacts");
  });

  it("keep a Mushi game's lots, and the import shows them", () => {
    const mushi = playedGame("mushi", { rounds: 6 }, "file-mushi");
    const built = importedWithStartFacts(mushi, "g2");
    expect(built.ok && (built.model.frame(0, "all").board.view as MushiBoardView).history.lots).toEqual(
      mushi.startFacts,
    );
  });

  it.each([
    ["sakura", { rounds: 1 }, "firstDealerDraws"],
    ["sfj", { rounds: 6 }, "dealerDraws"],
  ] as const)("keep a %s game's first-dealer draws, and the import shows them", (name, options, field) => {
    const played = playedGame(name, options, `file-${name}`);
    const built = importedWithStartFacts(played, "g3");
    if (!built.ok) throw new Error(built.error.message);
    expect((built.model.frame(0, "all").board.view as unknown as Record<string, unknown>)[field]).toEqual(
      (played.startFacts as { draws: unknown }).draws,
    );
  });

  it("refuse what is not a record file", () => {
    expect(readReplayFile("{not json")).toMatchObject({ ok: false });
    expect(readReplayFile(JSON.stringify({ format: "something-else" }))).toMatchObject({ ok: false });
    // Another file in the player's words: no parser's message, no "Unknown file format null".
    const t = createTranslator({ locale: "en", messages: catalogFor("en"), namespace: "ReplayImport" }) as never;
    const words = (text: string) => {
      const read = readReplayFile(text);
      return read.ok ? "read" : refusalText(t, read.refusal);
    };
    const notOurs =
      "This file is not a game record. Choose one saved with “Export the record” on a game's replay page.";
    for (const text of [
      "{not json",
      "[1, 2]",
      "null",
      JSON.stringify({ name: "my notes" }),
      JSON.stringify({ format: "something-else" }),
    ])
      expect(words(text)).toBe(notOurs);
    expect(words(JSON.stringify({ format: "hanafuda-record/2" }))).toBe(
      "This record was written in a format this site does not read (“hanafuda-record/2”). Choose one saved with “Export the record” on a game's replay page.",
    );
    expect(words(JSON.stringify({ format: "hanafuda-replay/1", record: g.record, extra: 1 }))).toBe(
      "This replay file is damaged: it holds something this site does not know (“extra”). Export the record again from the game's replay page.",
    );
    // a damaged file: what is wrong in words, never a field's name or a programmer's type
    for (const bad of [
      { seedCommitment: "XYZ" },
      { gameId: 3 },
      { seed: 3 },
      { firstDealer: -1 },
      { record: undefined },
    ]) {
      const said = words(JSON.stringify({ format: "hanafuda-replay/1", record: g.record, ...bad }));
      expect(said).toMatch(/^This replay file is damaged: .+\. Export the record again from the game's replay page\.$/);
      expect(said).not.toMatch(/gameId|seedCommitment|firstDealer|string|sha256|hex/);
    }
  });

  it("hash like node's sha256 without WebCrypto", () => {
    for (const text of ["", "abc", "a".repeat(119), g.seed, "花札"])
      expect(sha256HexSync(text)).toBe(createHash("sha256").update(text).digest("hex"));
  });
});

describe("the positions the analysis is offered at", () => {
  it("names the seat to act when it has two or more legal moves; nobody at a forced move (a draw), at the end or in a seat replay", () => {
    const g = playedGame("sakura", { rounds: 1 }, "choice-at");
    const built = modelFromRecord(g.record, { gameId: "g", startFacts: g.startFacts });
    if (!built.ok) throw new Error(built.error.message);
    const model = built.model;
    let choices = 0;
    let forced = 0;
    for (let i = 0; i < model.steps.length; i++) {
      const toAct = model.frame(i, "all").board.toAct;
      const seat = model.choiceAt(i);
      if (seat !== null) {
        choices++;
        expect(toAct).toContain(seat);
      } else if (toAct.length > 0) forced++;
    }
    expect(choices).toBeGreaterThan(5);
    expect(forced).toBeGreaterThan(0);
    expect(model.choiceAt(model.steps.length - 1)).toBeNull();
  });
});
