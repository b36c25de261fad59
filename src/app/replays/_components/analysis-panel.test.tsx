// @vitest-environment happy-dom
// The replay's analysis panel mounted with the shared harness: nothing is asked until the player presses Analyse (or
// the viewer passes `asked`), "Thinking…" while the server searches, then every move ranked with the players' names,
// signed figures with one decimal, the bot's pick and the played move marked, and the played move's verdict. The
// link answers replay.analyse as the server would (a hand-made answer: the figures' meaning is the server test's).
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { answeringLink, button, mountWithTrpc, unmountAll, until } from "~/app/_lib/testing/mounted";
import type { AppRouter } from "~/server/api/root";
import type { ReplayAnalysisView } from "~/server/views/replay";
import { boardPlayers } from "~/app/_lib/testing/game-view";
import { ENGLISH_ORDINALS } from "~/app/_lib/testing/intl";
import { createTranslator } from "next-intl";
import { catalogFor } from "~/i18n/catalog";
import { AnalysisPanel } from "./analysis-panel";
import { playedVerdict, signedFigure } from "./analysis-answer";

const players = boardPlayers(["Akiko", "Botan"]);

const ANSWER: ReplayAnalysisView = {
  gameId: "g1",
  position: 7,
  seat: 1,
  unit: "points",
  moves: [
    { index: 2, text: "plays Curtain, takes Cherry chaff", mean: 12.44, count: 250, rank: 1 },
    { index: 0, text: "plays Pine chaff, takes Crane", mean: 9.0, count: 250, rank: 2 },
    { index: 3, text: "plays Rain man", mean: 4.34, count: 250, rank: 3 },
    { index: 1, text: "plays Willow chaff, takes seat 0's hope", mean: -3.04, count: 40, rank: 4 },
  ],
  botChoice: 2,
  heuristicChoice: 0,
  played: 3,
  playouts: 790,
};

/** As the viewer does: the panel starts unasked, and asking is the viewer's state. */
function Host({ startAsked = false }: { startAsked?: boolean }) {
  const [asked, setAsked] = useState(startAsked);
  return (
    <AnalysisPanel
      gameId="g1"
      step={7}
      seat={1}
      players={players}
      teams={null}
      asked={asked}
      onAsk={() => setAsked(true)}
    />
  );
}

/** A link that answers replay.analyse only when `release()` is called. */
function heldLink(sent: unknown[]): { link: TRPCLink<AppRouter>; release: () => void } {
  let answer: (() => void) | null = null;
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((o) => {
        if (op.path !== "replay.analyse") {
          o.error(new TRPCClientError(`unexpected call ${op.path}`));
          return;
        }
        sent.push(op.input);
        answer = () => {
          o.next({ result: { type: "data", data: ANSWER } } as never);
          o.complete();
        };
      });
  return { link, release: () => answer?.() };
}

describe("the replay's analysis panel", () => {
  afterEach(unmountAll);

  it("asks only when Analyse is pressed, thinks, then ranks the moves with the bot's pick and the played move marked", async () => {
    const sent: unknown[] = [];
    const held = heldLink(sent);
    const host = await mountWithTrpc(<Host />, held.link);
    expect(host.textContent).toContain("Botan chooses here. The bot sees only what Botan saw.");
    expect(sent).toEqual([]);
    await act(async () => button(host, "Analyse").click());
    await until(() => host.querySelector('[data-testid="analysis-thinking"]'), "Thinking…");
    expect(host.textContent).toContain("Thinking…");
    expect(sent).toEqual([{ gameId: "g1", position: 7, seat: 1 }]);
    await act(async () => held.release());
    await until(() => host.querySelector('[data-testid="analysis-result"]'), "the ranked moves");
    expect(host.textContent).not.toContain("Thinking…");

    const rows = [...host.querySelectorAll('[data-testid="analysis-move"]')];
    expect(rows.map((r) => r.textContent)).toEqual([
      "1.Plays Curtain, takes Cherry chaffBot's pick+12.4",
      "2.Plays Pine chaff, takes Crane+9.0",
      "3.Plays Rain manPlayed+4.3",
      "4.Plays Willow chaff, takes Akiko's hope\u22123.0",
    ]);
    expect(rows.map((r) => [r.getAttribute("data-bot"), r.getAttribute("data-played")])).toEqual([
      ["true", null],
      [null, null],
      [null, "true"],
      [null, null],
    ]);
    expect(host.querySelector('[data-testid="analysis-verdict"]')!.textContent).toBe(
      "Played: ranked 3rd of 4, 8.1 points below the bot's choice.",
    );
    expect(host.textContent).toContain("790 playouts");
  });

  it("says the moves in the page's language where the game gives them as phrases", async () => {
    const phrased: ReplayAnalysisView = {
      ...ANSWER,
      moves: [
        {
          ...ANSWER.moves[0]!,
          phrase: { key: "takes", args: { verb: "play", gaji: "no" }, cards: { card: [8], taken: [10] } },
        },
        ...ANSWER.moves.slice(1),
      ],
    };
    const host = await mountWithTrpc(
      <Host startAsked />,
      answeringLink("replay.analyse", [], () => phrased),
      "ja",
    );
    await until(() => host.querySelector('[data-testid="analysis-result"]'), "the ranked moves");
    const first = host.querySelector('[data-testid="analysis-move"]')!.textContent!;
    expect(first).toMatch(/^1\.桜に幕を出す、桜のカス1を取る/);
  });

  it("shows the server's refusal, with a sign-in link when the visitor is not signed in", async () => {
    const host = await mountWithTrpc(
      <Host startAsked />,
      answeringLink(
        "replay.analyse",
        [],
        () => ANSWER,
        () => ({ message: "Please sign in first.", data: { code: "UNAUTHORIZED" } }),
      ),
    );
    const error = await until(() => host.querySelector('[data-testid="analysis-error"]'), "the refusal");
    expect(error.textContent).toContain("Please sign in first.");
    expect(error.querySelector("a")!.getAttribute("href")).toBe("/sign-in?callbackUrl=%2Freplays%2Fg1%3Fmove%3D7");
  });
});

describe("the analysis's words", () => {
  const say = (locale: string) =>
    createTranslator({ locale, messages: catalogFor(locale), namespace: "ReplayAnalysis" }) as never;
  const verdict = (a: ReplayAnalysisView, locale = "en") => playedVerdict(say(locale), a, locale);

  it("signs figures with one decimal, ranks as ordinals and compares the played move", () => {
    expect([12.44, 9, 0.04, -0.04, -3.06].map((n) => signedFigure(n))).toEqual([
      "+12.4",
      "+9.0",
      "0.0",
      "0.0",
      "\u22123.1",
    ]);
    const ranked = (rank: number) =>
      verdict({ ...ANSWER, moves: ANSWER.moves.map((m) => ({ ...m, rank })), played: 2 });
    expect(ENGLISH_ORDINALS.map(([n]) => /ranked (\w+) of/.exec(ranked(n))?.[1])).toEqual(
      ENGLISH_ORDINALS.map(([, words]) => words),
    );
    expect(verdict({ ...ANSWER, played: 2 })).toBe("Played: the bot's choice too (ranked 1st of 4).");
    expect(verdict({ ...ANSWER, botChoice: 0, played: 0 })).toBe(
      "Played: the bot's choice too (ranked 2nd of 4: the bot keeps a safer move unless the search is sure).",
    );
    expect(verdict({ ...ANSWER, botChoice: 0, played: 2 })).toBe(
      "Played: ranked 1st of 4, 3.4 points above the bot's choice (the bot keeps a safer move unless the search is sure).",
    );
    expect(verdict({ ...ANSWER, played: null })).toBe("The game did not go on from here with a move of this seat.");
    expect(verdict({ ...ANSWER, unit: "chips", played: 1 })).toBe(
      "Played: ranked 4th of 4, 15.5 chips below the bot's choice.",
    );
  });

  it("speaks the reader's language, with its decimal mark", () => {
    expect(signedFigure(-3.06, "de")).toBe("\u22123,1");
    expect(verdict({ ...ANSWER, unit: "chips", played: 1 }, "de")).toBe(
      "Gespielt: Platz 4 von 4, 15,5 Chips unter der Wahl des Bots.",
    );
    expect(verdict({ ...ANSWER, played: 2 }, "ja")).toBe("実戦の手：ボットの選択と同じ（4手中1位）。");
  });
});
