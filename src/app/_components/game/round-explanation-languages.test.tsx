// A round's explanation in the reader's language: every step and note of Koi-Koi, Season's Flowers, Mushi, Sakura and
// Judge read in Japanese from the Explain catalog (yaku and roles from their own catalogs), with no English word of the
// engine's labels left, whatever rounds random games reach.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { boardPlayers } from "~/app/_lib/testing/game-view";
import { withIntl } from "~/app/_lib/testing/intl";
import type { RoundExplanation } from "~/engine/core/ruleset";
import { NAMES, newLocalGame, playRandom } from "../../dev/boards/local-game";
import { RoundExplanationView } from "./round-explanation";
import type { BoardPlayer } from "./types";

type Game = "koikoi" | "sfj" | "mushi" | "sakura" | "judge";

function explanations(game: Game, players: number, options: Record<string, string>, seed: string): RoundExplanation[] {
  const g = newLocalGame({ game, players, teamLayout: null, options, seed });
  if ("error" in g) throw new Error(g.error);
  const done = playRandom(g, (x) => x.ruleset.phase(x.state) === "game-over", 20_000);
  const out: RoundExplanation[] = [];
  for (let i = 0; ; i++) {
    const e = done.ruleset.explainRound(done.state, i);
    if (!e) return out;
    out.push(e);
  }
}

const playersOf = (n: number): BoardPlayer[] => boardPlayers(NAMES.slice(0, n));

/** The text a reader sees and hears (attributes' labels included), without the players' names. */
function readText(html: string, players: readonly BoardPlayer[]): string {
  let text = html
    .replace(/aria-label="([^"]*)"/g, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[#\w]+;/g, " ");
  for (const p of players) text = text.replaceAll(p.displayName, " ");
  return text;
}

describe("a round's explanation in Japanese", () => {
  // Sakura's yaku by their names: the iroha style shows its letters with their romanization by design
  for (const [game, n, options] of [
    ["koikoi", 2, {}],
    ["sfj", 3, {}],
    ["mushi", 2, {}],
    ["sakura", 3, { yaku_labels: "names" }],
    ["judge", 2, { final_pot: "to_higher_score" }],
  ] as const)
    it(`says every line of ${game}'s rounds without English`, () => {
      const players = playersOf(n);
      const all = [0, 1].flatMap((i) => explanations(game, n, options, `explain-ja-${game}-${i}`));
      expect(all.length).toBeGreaterThan(1);
      for (const e of all) {
        const html = renderToStaticMarkup(
          withIntl(
            <RoundExplanationView
              explanation={e}
              game={game}
              players={players}
              teams={null}
              mySide={0}
              winner={null}
            />,
            "ja",
          ),
        );
        const text = readText(html, players);
        expect(text, JSON.stringify(e.notes)).not.toMatch(/[A-Za-z]{2,}/);
        const lines = [...e.sides.flatMap((s) => s.steps.map((st) => st.label)), ...e.notes];
        for (const line of lines) expect(text).not.toContain(line);
      }
    });
});
