"use client";
// Reads a record file (chosen or pasted), folds it with the engine and shows it in the replay viewer. Nothing is sent
// to the server. A refusal names the round and move at fault (counted from 1, with the record's own indices).
import { useMemo, useState } from "react";
import type { RecordError } from "~/engine/record";
import type { FairnessInput } from "../_lib/fairness";
import { readReplayFile, type ReadReplayFile } from "../_lib/record-file";
import { modelFromRecord } from "../_lib/record-model";
import { roundLabels, roundWord, type ReplayModel } from "../_lib/replay-model";
import { ReplayViewer } from "../_components/replay-viewer";
import { plural } from "~/engine/core/plural";

type Loaded =
  | { id: number; name: string; file: ReadReplayFile; model: ReplayModel }
  | { id: number; name: string; error: string; at: string | null };

let loads = 0;

/** "Round 2, move 15" (1-based) for an engine error, or the field at fault; the engine's sentence without its own prefix. */
export function describeRecordError(e: RecordError): { at: string | null; message: string } {
  const message = e.message.replace(/^round \d+(, move \d+)?: /, "");
  if (e.round !== undefined && e.move !== undefined)
    return { at: `Round ${e.round + 1}, move ${e.move + 1} (rounds[${e.round}].moves[${e.move}])`, message };
  if (e.round !== undefined)
    return { at: `Round ${e.round + 1} (rounds[${e.round}]${e.field ? `.${e.field}` : ""})`, message };
  if (e.field) return { at: `The field "${e.field}"`, message };
  return { at: null, message };
}

function load(name: string, text: string): Loaded {
  const id = ++loads;
  const read = readReplayFile(text);
  if (!read.ok) return { id, name, error: read.message, at: null };
  const built = modelFromRecord(read.file.record, {
    gameId: read.file.gameId ?? "import",
    startFacts: read.file.startFacts,
  });
  if (!built.ok) {
    const d = describeRecordError(built.error);
    return { id, name, error: d.message, at: d.at };
  }
  return { id, name, file: read.file, model: built.model };
}

export function ImportScreen() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [text, setText] = useState("");
  const [reading, setReading] = useState(false);

  const onFile = async (f: File | undefined) => {
    if (!f) return;
    setReading(true);
    try {
      setLoaded(load(f.name, await f.text()));
    } finally {
      setReading(false);
    }
  };

  const ok = loaded && "model" in loaded ? loaded : null;
  const fairness: FairnessInput | null = useMemo(() => {
    if (!ok || !ok.model.recordFacts || ok.file.seed === null) return null;
    return {
      ...ok.model.recordFacts,
      seed: ok.file.seed,
      commitment: ok.file.seedCommitment,
      firstDealer: ok.file.firstDealer,
      roundLabels: roundLabels(ok.model),
    };
  }, [ok]);

  return (
    <div className="space-y-6">
      <section className="panel space-y-4 p-4 sm:p-6" aria-labelledby="import-heading">
        <h2 id="import-heading" className="text-xl font-semibold">
          Choose a file
        </h2>
        <label className="block">
          <span className="mb-1 block text-sm font-semibold">Record file (.json)</span>
          <input
            type="file"
            accept="application/json,.json"
            className="block w-full text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              // emptied, so that choosing the same file again (corrected, or after an error) reads it again
              e.target.value = "";
              void onFile(file);
            }}
            data-testid="import-file"
          />
        </label>
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-beni">…or paste the record</summary>
          <textarea
            className="mt-2 h-40 w-full rounded-lg border border-paper-edge bg-white p-2 font-mono text-xs"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-label="Record (JSON)"
            data-testid="import-text"
          />
          <button
            type="button"
            className="btn btn-primary mt-2"
            disabled={!text.trim()}
            onClick={() => setLoaded(load("pasted record", text))}
            data-testid="import-pasted"
          >
            View this record
          </button>
        </details>
        {reading ? <p className="text-ink-soft">Reading the file…</p> : null}
        {loaded && "error" in loaded ? (
          <div role="alert" className="rounded-xl border-2 border-beni bg-beni/5 p-3" data-testid="import-error">
            <p className="font-semibold text-beni">This record is refused{loaded.at ? ` at ${loaded.at}` : ""}.</p>
            <p className="mt-1 text-sm" data-testid="import-error-message">
              {loaded.error}
            </p>
            <p className="mt-1 text-xs text-ink-faint">{loaded.name}</p>
          </div>
        ) : null}
        {ok ? (
          <p className="text-sm text-matsu" role="status" data-testid="import-ok">
            {ok.name}: {ok.model.gameTitle},{" "}
            {plural(ok.model.roundStarts.length, roundWord(ok.model.game).toLowerCase())},{" "}
            {plural(ok.model.steps.length - ok.model.roundStarts.length, "move")}
            {ok.file.kind === "record" ? " (a bare record: no seed to check the shuffle with)" : ""}.
          </p>
        ) : null}
      </section>
      {ok ? (
        <ReplayViewer
          key={ok.id}
          model={ok.model}
          initialStep={0}
          initialPerspective="all"
          sharePath={null}
          fairness={fairness}
          fairnessUnavailable="This record carries no seed, so its shuffle cannot be checked."
          exportFile={null}
          viewerSeat={null}
        >
          <h2 className="text-2xl font-semibold" data-testid="replay-title">
            {ok.model.gameTitle}: {ok.model.players.map((p) => p.displayName).join(" vs ")}
          </h2>
        </ReplayViewer>
      ) : null}
    </div>
  );
}
