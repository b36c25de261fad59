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
import { RECORD_FORMAT } from "~/engine/record/types";

export const REPLAY_FILE_FORMAT = "hanafuda-replay/1";

/**
 * Why a file is not read, for the page to word (the ReplayImport catalog): another kind of file, a record of ours in a
 * format this site does not read, or a replay file of ours that is damaged (`what` says how; `name` the odd key).
 */
export type FileRefusal =
  | { key: "notOurs" }
  | { key: "otherFormat"; format: string }
  | {
      key: "damaged";
      what: "unknownKey" | "gameId" | "seed" | "commitment" | "firstDealer" | "noRecord";
      name?: string;
    };

export interface ReplayFile {
  format: typeof REPLAY_FILE_FORMAT;
  gameId: string | null;
  seedCommitment: string | null;
  seed: string | null;
  firstDealer?: number;
  startFacts?: unknown;
  record: GameRecord;
}

export function replayFileOf(p: {
  gameId: string;
  seedCommitment: string;
  seed: string;
  firstDealer: number | null;
  startFacts?: unknown;
  record: GameRecord;
}): ReplayFile {
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
export function readReplayFile(text: string): { ok: true; file: ReadReplayFile } | { ok: false; refusal: FileRefusal } {
  // Whatever is not one of the two formats gets one sentence in the player's words (no parser's message, no
  // "format null"): most often it is simply another file.
  const notOurs = { ok: false as const, refusal: { key: "notOurs" as const } };
  // A file of ours that is damaged or edited: what is wrong, then what to do.
  const damaged = (what: Extract<FileRefusal, { key: "damaged" }>["what"], name?: string) => ({
    ok: false as const,
    refusal: { key: "damaged" as const, what, ...(name === undefined ? {} : { name }) },
  });
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return notOurs;
  }
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) return notOurs;
  const d = doc as Record<string, unknown>;
  if (d.format === RECORD_FORMAT)
    return {
      ok: true,
      file: {
        record: d,
        gameId: null,
        seed: null,
        seedCommitment: null,
        firstDealer: null,
        startFacts: null,
        kind: "record",
      },
    };
  if (typeof d.format === "string" && d.format.startsWith("hanafuda-") && d.format !== REPLAY_FILE_FORMAT)
    return { ok: false, refusal: { key: "otherFormat", format: d.format } };
  if (d.format !== REPLAY_FILE_FORMAT) return notOurs;
  for (const key of Object.keys(d)) if (!ENVELOPE_KEYS.has(key)) return damaged("unknownKey", key);
  const optString = (k: string) =>
    d[k] === undefined || d[k] === null ? null : typeof d[k] === "string" ? (d[k] as string) : undefined;
  const gameId = optString("gameId");
  const seed = optString("seed");
  const seedCommitment = optString("seedCommitment");
  if (gameId === undefined) return damaged("gameId");
  if (seed === undefined) return damaged("seed");
  if (seedCommitment === undefined || (seedCommitment !== null && !/^[0-9a-f]{64}$/.test(seedCommitment)))
    return damaged("commitment");
  const fd = d.firstDealer;
  if (fd !== undefined && fd !== null && !(typeof fd === "number" && Number.isInteger(fd) && fd >= 0))
    return damaged("firstDealer");
  if (d.record === undefined) return damaged("noRecord");
  return {
    ok: true,
    file: {
      record: d.record,
      gameId,
      seed,
      seedCommitment,
      firstDealer: typeof fd === "number" ? fd : null,
      startFacts: d.startFacts ?? null,
      kind: "envelope",
    },
  };
}
