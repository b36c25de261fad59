"use client";
// Reads a record file (chosen or pasted), folds it with the engine and shows it in the replay viewer. Nothing is sent
// to the server. A refusal names the round and move at fault (counted from 1, with the record's own indices).
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import type { RecordError } from "~/engine/record";
import type { FairnessInput } from "../_lib/fairness";
import { readReplayFile, type FileRefusal, type ReadReplayFile } from "../_lib/record-file";
import { modelFromRecord } from "../_lib/every-game-model";
import { roundUnit, type ReplayModel } from "../_lib/replay-model";
import { ReplayViewer } from "../_components/replay-viewer";
import { useGameTitle } from "~/app/_games/use-game-title";

type ImportT = ReturnType<typeof useTranslations>;

type Loaded =
  | { id: number; name: string | null; file: ReadReplayFile; model: ReplayModel }
  | { id: number; name: string | null; refusal: FileRefusal }
  | { id: number; name: string | null; error: string; at: RecordError };

let loads = 0;

/** A file refused before the engine reads it, in the reader's words. */
export function refusalText(t: ImportT, r: FileRefusal): string {
  if (r.key === "notOurs") return t("notOurs");
  if (r.key === "otherFormat") return t("otherFormat", { format: r.format });
  return t("damaged", { what: t(`damagedWhat.${r.what}`, { name: r.name ?? "" }) });
}

/** "Round 2, move 15" (1-based) for an engine error, or the field at fault; null when the error names neither. */
export function recordErrorPlace(t: ImportT, e: RecordError): string | null {
  if (e.round !== undefined && e.move !== undefined)
    return t("atMove", { round: e.round + 1, move: e.move + 1, path: `rounds[${e.round}].moves[${e.move}]` });
  if (e.round !== undefined)
    return t("atRound", { round: e.round + 1, path: `rounds[${e.round}]${e.field ? `.${e.field}` : ""}` });
  if (e.field) return t("atField", { field: e.field });
  return null;
}

/** The engine's sentence without its own "round N, move M: " prefix (the place is said apart). */
export const recordErrorMessage = (e: RecordError) => e.message.replace(/^round \d+(, move \d+)?: /, "");

function load(name: string | null, text: string): Loaded {
  const id = ++loads;
  const read = readReplayFile(text);
  if (!read.ok) return { id, name, refusal: read.refusal };
  const built = modelFromRecord(read.file.record, {
    gameId: read.file.gameId ?? "import",
    startFacts: read.file.startFacts,
  });
  if (!built.ok) return { id, name, error: recordErrorMessage(built.error), at: built.error };
  return { id, name, file: read.file, model: built.model };
}

export function ImportScreen() {
  const t = useTranslations("ReplayImport");
  const tReplay = useTranslations("Replay");
  const titleOf = useGameTitle();
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
  const refused =
    loaded && "refusal" in loaded
      ? { at: null, message: refusalText(t, loaded.refusal) }
      : loaded && "error" in loaded
        ? { at: recordErrorPlace(t, loaded.at), message: loaded.error }
        : null;
  const fairness: FairnessInput | null = useMemo(() => {
    if (!ok || !ok.model.recordFacts || ok.file.seed === null) return null;
    return {
      ...ok.model.recordFacts,
      seed: ok.file.seed,
      commitment: ok.file.seedCommitment,
      firstDealer: ok.file.firstDealer,
    };
  }, [ok]);

  return (
    <div className="space-y-6">
      <section className="panel space-y-4 p-4 sm:p-6" aria-labelledby="import-heading">
        <h2 id="import-heading" className="text-xl font-semibold">
          {t("chooseFile")}
        </h2>
        <label className="block">
          <span className="mb-1 block text-sm font-semibold">{t("fileLabel")}</span>
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
          <summary className="cursor-pointer text-sm font-semibold text-beni">{t("orPaste")}</summary>
          <textarea
            className="mt-2 h-40 w-full rounded-lg border border-paper-edge bg-white p-2 font-mono text-xs"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-label={t("pasteLabel")}
            data-testid="import-text"
          />
          <button
            type="button"
            className="btn btn-primary mt-2"
            disabled={!text.trim()}
            onClick={() => setLoaded(load(null, text))}
            data-testid="import-pasted"
          >
            {t("viewPasted")}
          </button>
        </details>
        {reading ? <p className="text-ink-soft">{t("reading")}</p> : null}
        {refused ? (
          <div role="alert" className="rounded-xl border-2 border-beni bg-beni/5 p-3" data-testid="import-error">
            <p className="font-semibold text-beni">
              {refused.at ? t("refusedAt", { place: refused.at }) : t("refused")}
            </p>
            <p className="mt-1 text-sm" data-testid="import-error-message">
              {refused.message}
            </p>
            <p className="mt-1 text-xs text-ink-faint">{loaded?.name ?? t("pastedRecord")}</p>
          </div>
        ) : null}
        {ok ? (
          <p className="text-sm text-matsu" role="status" data-testid="import-ok">
            {t(ok.file.kind === "record" ? "readBare" : "read", {
              name: ok.name ?? t("pastedRecord"),
              game: titleOf(ok.model.game),
              unit: roundUnit(ok.model.game),
              rounds: ok.model.roundStarts.length,
              moves: ok.model.steps.length - ok.model.roundStarts.length,
            })}
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
          fairnessUnavailable={t("noSeed")}
          exportFile={null}
          viewerSeat={null}
        >
          <h2 className="text-2xl font-semibold" data-testid="replay-title">
            {tReplay.rich("title", {
              game: titleOf(ok.model.game),
              names: () => ok.model.players.map((p) => p.displayName).join(` ${tReplay("versus")} `),
            })}
          </h2>
        </ReplayViewer>
      ) : null}
    </div>
  );
}
