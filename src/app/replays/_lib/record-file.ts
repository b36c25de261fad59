// The replay file a finished game exports, and what the import accepts.
//
// docs/record-format.md fixes the keys of a record, so the shuffle's proof travels beside it, in an envelope:
//   { "format": "hanafuda-replay/1", "gameId": "…", "seedCommitment": "<sha256 hex>", "seed": "<hex>",
//     "record": { "format": "hanafuda-record/1", … } }
// (`firstDealer`: a seat, only when the game's start named its first dealer instead of drawing it. `startFacts`: only
// when the game settled something before its first deal that the record lacks, e.g. Mushi's lots; replay.get's
// field of that name, checked by the fold, so the imported replay shows them as the page did.) The import takes
// the envelope or a bare record; a bare record can be replayed, and checked only if a seed is added.
import type { GameRecord } from "~/engine/record";
import { RECORD_FORMAT } from "~/engine/record";

export const REPLAY_FILE_FORMAT = "hanafuda-replay/1";

export interface ReplayFile {
  format: typeof REPLAY_FILE_FORMAT;
  gameId: string | null;
  seedCommitment: string | null;
  seed: string | null;
  firstDealer?: number;
  startFacts?: unknown;
  record: GameRecord;
}

export function replayFileOf(p: { gameId: string; seedCommitment: string; seed: string; firstDealer: number | null; startFacts?: unknown; record: GameRecord }): ReplayFile {
  return {
    format: REPLAY_FILE_FORMAT,
    gameId: p.gameId,
    seedCommitment: p.seedCommitment,
    seed: p.seed,
    ...(p.firstDealer !== null ? { firstDealer: p.firstDealer } : {}),
    ...(p.startFacts !== null && p.startFacts !== undefined ? { startFacts: p.startFacts } : {}),
    record: p.record,
  };
}

export interface ReadReplayFile {
  /** The record document, not yet checked (parseRecord and the fold do that). */
  record: unknown;
  gameId: string | null;
  seed: string | null;
  seedCommitment: string | null;
  firstDealer: number | null;
  /** Not yet checked (the fold does that); null when the file has none. */
  startFacts: unknown;
  /** "envelope" or "record" (a bare record). */
  kind: "envelope" | "record";
}

const ENVELOPE_KEYS = new Set(["format", "gameId", "seedCommitment", "seed", "firstDealer", "startFacts", "record"]);

/** Reads a file's text: a replay envelope or a bare record. Only the envelope is checked here. */
export function readReplayFile(text: string): { ok: true; file: ReadReplayFile } | { ok: false; message: string } {
  // Whatever is not one of the two formats gets one sentence in the player's words (no parser's message, no
  // "format null"): most often it is simply another file.
  const notOurs = {
    ok: false as const,
    message: "This file is not a game record: choose one saved with “Export the record” on a replay, or a record the hanafuda command wrote.",
  };
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return notOurs;
  }
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) return notOurs;
  const d = doc as Record<string, unknown>;
  if (d.format === RECORD_FORMAT) return { ok: true, file: { record: d, gameId: null, seed: null, seedCommitment: null, firstDealer: null, startFacts: null, kind: "record" } };
  if (typeof d.format === "string" && d.format.startsWith("hanafuda-") && d.format !== REPLAY_FILE_FORMAT)
    return { ok: false, message: `This file's format (“${d.format}”) is not one this page reads: it reads game records (“${RECORD_FORMAT}”) and replay files (“${REPLAY_FILE_FORMAT}”).` };
  if (d.format !== REPLAY_FILE_FORMAT) return notOurs;
  for (const key of Object.keys(d)) if (!ENVELOPE_KEYS.has(key)) return { ok: false, message: `Unknown field "${key}" in the replay file.` };
  const optString = (k: string) => (d[k] === undefined || d[k] === null ? null : typeof d[k] === "string" ? (d[k] as string) : undefined);
  const gameId = optString("gameId");
  const seed = optString("seed");
  const seedCommitment = optString("seedCommitment");
  if (gameId === undefined) return { ok: false, message: "gameId must be a string." };
  if (seed === undefined) return { ok: false, message: "seed must be a string." };
  if (seedCommitment === undefined || (seedCommitment !== null && !/^[0-9a-f]{64}$/.test(seedCommitment)))
    return { ok: false, message: "seedCommitment must be a sha256 digest: 64 lowercase hex digits." };
  const fd = d.firstDealer;
  if (fd !== undefined && fd !== null && !(typeof fd === "number" && Number.isInteger(fd) && fd >= 0)) return { ok: false, message: "firstDealer must be a seat number." };
  if (d.record === undefined) return { ok: false, message: "The replay file has no record." };
  return { ok: true, file: { record: d.record, gameId, seed, seedCommitment, firstDealer: typeof fd === "number" ? fd : null, startFacts: d.startFacts ?? null, kind: "envelope" } };
}
