// The tournament scheduler's job handlers, bound to this process's realtime bus (serve.ts hands them to the worker).
import type { JobHandlers } from "../jobs/types";
import type { RealtimeBus } from "../realtime/bus";
import { closeRegistration } from "./close-registration";
import { finishRound } from "./finish-round";
import { recordTournamentGame } from "./game-finished";
import {
  CLOSE_JOB,
  FINISH_ROUND_JOB,
  GAME_FINISHED_JOB,
  ROUND_DEADLINE_JOB,
  SETTLE_GAME_JOB,
  START_ROUND_JOB,
  parseGamePayload,
  parseRoundPayload,
  parseTournamentPayload,
} from "./job-kinds";
import { runRoundDeadline, settleGame } from "./round-deadline";
import { startRound } from "./start-round";

const retryOnly = <T>(r: T | { retryAt: Date }) =>
  typeof r === "object" && r !== null && "retryAt" in r ? r : undefined;

export function tournamentJobHandlers(bus: RealtimeBus): JobHandlers {
  return {
    [CLOSE_JOB]: async (payload, { db, now }) =>
      retryOnly(await closeRegistration({ db, bus }, parseTournamentPayload(payload).tournamentId, now)),
    [START_ROUND_JOB]: async (payload, { db, now }) => {
      const p = parseRoundPayload(payload);
      return retryOnly(await startRound({ db, bus }, p.tournamentId, p.round, now));
    },
    [ROUND_DEADLINE_JOB]: async (payload, { db, now }) => {
      const p = parseRoundPayload(payload);
      return retryOnly(await runRoundDeadline({ db, bus }, p.tournamentId, p.round, now));
    },
    [GAME_FINISHED_JOB]: async (payload, { db, now }) => {
      await recordTournamentGame({ db, bus }, parseGamePayload(payload).gameId, now);
    },
    [FINISH_ROUND_JOB]: async (payload, { db, now }) => {
      const p = parseRoundPayload(payload);
      await finishRound({ db, bus }, p.tournamentId, p.round, now);
    },
    [SETTLE_GAME_JOB]: async (payload, { db, now }) => {
      await settleGame({ db, bus }, parseGamePayload(payload).gameId, now);
    },
  };
}
