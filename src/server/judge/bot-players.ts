// Bots in a live Judge match (practice tables). The match runner keeps a bot seat present (its heartbeat is
// the runner's own step) and, once a round is revealed, lets each bot decide from its seat's view of the revealed
// round (the engine's Judge bot: a reaction time drawn from a distribution, a small mistake rate). The bot's action
// then arrives after that reaction time through judge.act's own path (takeJudgeAct: the server's receive time, the
// round's window, one action per seat), exactly as a player's would.
import { chooseMove } from "~/engine/bots";
import type { JudgeBotInput } from "~/engine/judge/bot";
import { Rng } from "~/engine/core/rng";
import { judgeRuleset, revealPickets, type JudgeState, type JudgeView } from "~/engine/judge";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import type { LoadedGame } from "../games/loaded-game";
import type { RealtimeBus } from "../realtime/bus";
import { touchJudgePresence, type JudgeMatchRecord } from "../repositories/judge-matches";
import { botLevelOf } from "../bots/bot-level";
import { takeJudgeAct } from "./act";
import { judgeChannel, judgeEventPayload } from "./channel";
import type { Clock, ClockTimer } from "./clock";
import type { JudgeTimings } from "./timings";

export interface JudgeBotDeps {
  db: Db;
  bus: RealtimeBus;
  clock: Clock;
  timings: JudgeTimings;
  log: (message: string) => void;
}

export class JudgeBots {
  private lastBeatAt = -Infinity;
  private announced = false;
  private readonly planned = new Set<number>();
  private timers: ClockTimer[] = [];

  constructor(
    private readonly gameId: string,
    private readonly deps: JudgeBotDeps,
  ) {}

  private botsOf(game: LoadedGame) {
    return game.seats.filter((s) => botLevelOf(s.botLevel) !== null);
  }

  /** The bots' heartbeat: a bot is always on the match page. */
  async heartbeat(game: LoadedGame, now: number): Promise<void> {
    const bots = this.botsOf(game);
    if (bots.length === 0 || now - this.lastBeatAt < this.deps.timings.renewMs) return;
    this.lastBeatAt = now;
    for (const b of bots) await touchJudgePresence(this.deps.db, this.gameId, b.seat, new Date(now));
    if (!this.announced) {
      this.announced = true;
      for (const b of bots)
        await this.deps.bus
          .publish(judgeChannel(this.gameId), judgeEventPayload({ k: "presence", seat: b.seat }))
          .catch(() => {});
    }
  }

  /** At the reveal of countdown `match.countdown`: each bot decides and its action is timed (once per countdown). */
  plan(game: LoadedGame, match: JudgeMatchRecord): void {
    const c = match.countdown;
    if (this.planned.has(c) || match.round === null || match.revealAt === null) return;
    this.planned.add(c);
    const revealed = revealPickets(game.state as JudgeState);
    for (const bot of this.botsOf(game)) {
      // What the bot's seat sees of the revealed round, and nothing else.
      const view = judgeRuleset.playerView(revealed, bot.seat) as JudgeView;
      const input: JudgeBotInput = {
        game: "judge",
        setup: game.matchSetup,
        seat: bot.seat,
        view,
        level: botLevelOf(bot.botLevel)!,
        rng: Rng.fromSeed(`${this.gameId}:${c}:${bot.seat}:judge-bot`),
      };
      const choice = chooseMove(input);
      if (!choice) continue;
      const round = match.round;
      const at = match.revealAt.getTime() + choice.ms;
      this.timers.push(
        this.deps.clock.at(at, () => {
          takeJudgeAct(
            { db: this.deps.db, bus: this.deps.bus },
            this.deps.timings,
            { gameId: this.gameId, userId: bot.userId, round, act: choice.act },
            this.deps.clock.now(),
          ).catch((e: Error) => {
            // A round decided before the bot's reaction (the opponent was faster) is the game, not a fault.
            if (!(e instanceof DomainError))
              this.deps.log(`game ${this.gameId}: the bot's action failed (${e.message})`);
          });
        }),
      );
    }
  }

  stop(): void {
    for (const t of this.timers) t.cancel();
    this.timers = [];
  }
}
