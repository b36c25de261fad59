// How many playouts the live strong level makes in its time budget (the server's STRONG_BUDGET_MS), per game and
// table size: the duplicate table gives the strong level a playout budget, and this says which one matches play.
// `npx tsx bench/bots-budget.ts [--ms 250] [--moves 40] [--only sakura2,sfj3]`.
//
// Each line plays seeded heuristic games and, at every third position where the strong level would search (two
// legal moves or more; Koi-Koi: the koi-koi decisions), runs the strong level's search on that seat's view with the
// time budget. The clock is the process's CPU time, not the wall clock: the figure is what one idle core gives (the
// server thinks in a worker thread), whatever else runs on the machine. Searches that stop before the deadline
// (every candidate but one pruned) are counted apart: their playout count says nothing of the budget.

import { cpuUsage } from "node:process";
import { Rng } from "../src/engine/core/rng";
import { botOf } from "../src/engine/bots/registry";
import type { SearchStats } from "../src/engine/bots/search";
import { inputFor } from "../src/engine/bots/testing/harness";
import { rulesetOf, setupFor } from "../src/engine/bots/testing/positions";
import { chooseMove } from "../src/engine/bots";
import type { BotInput } from "../src/engine/bots/registry";
import { DUPLICATE_GAMES } from "./bots-duplicate";

const args = process.argv.slice(2);
const flag = (name: string, def: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const MS = flag("ms", 250);
const MOVES = flag("moves", 40);
const only = (() => {
  const i = args.indexOf("--only");
  return i >= 0 ? (args[i + 1] ?? "").split(",") : null;
})();

const cpuMs = () => {
  const u = cpuUsage();
  return (u.user + u.system) / 1000;
};

const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};

for (const g of DUPLICATE_GAMES) {
  if (g.game === "judge") continue;
  if (only && !only.includes(`${g.game}${g.players}`)) continue;
  const r = rulesetOf(g.game);
  const setup = setupFor(g.game, g.players, g.options);
  const search = botOf(g.game).search;
  if (!search) continue;
  const full: number[] = [];
  let pruned = 0;
  let elapsed = 0;
  for (let game = 0; full.length + pruned < MOVES && game < 200; game++) {
    const started = r.newGame(setup, `budget/${g.game}${g.players}/${game}`);
    if (!started.ok) throw new Error(started.error.message);
    let s = started.value;
    const rng = Rng.fromSeed(`budget/${game}`);
    let eligible = 0;
    while (r.phase(s) === "playing" && full.length + pruned < MOVES) {
      const seat = r.toAct(s)[0]!;
      const input = inputFor(g.game, setup, s, seat, "heuristic", rng) as BotInput & { legalMoves: unknown[] };
      const searches =
        input.legalMoves.length > 1 && (g.game !== "koikoi" || "koikoi" in (input.legalMoves[0] as object));
      if (searches && eligible++ % 3 === 0) {
        const stats: SearchStats = { means: [], counts: [], playouts: 0, iterations: 0 };
        const t0 = cpuMs();
        search(
          {
            ...input,
            level: "strong",
            rng: Rng.fromSeed(`budget/${game}/${eligible}`),
            budget: { ms: MS, now: cpuMs },
          },
          stats,
        );
        const t = cpuMs() - t0;
        elapsed += t;
        if (t >= MS) full.push(stats.playouts);
        else pruned++;
      }
      const next = r.applyMove(s, chooseMove(input));
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
    }
  }
  console.log(
    `${g.label}: ${full.length} searches ran the full ${MS} ms of CPU (${pruned} stopped early, pruned to one move); ` +
      `playouts p10 ${quantile(full, 0.1)}, median ${quantile(full, 0.5)}, p90 ${quantile(full, 0.9)}; ` +
      `${(elapsed / 1000).toFixed(1)} s of CPU`,
  );
}
