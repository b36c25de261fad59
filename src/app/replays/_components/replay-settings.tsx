"use client";
// The replay's other settings: the round to show (none where the match is one scoring unit), whose view it is (every
// hand open or one seat's as it was, or the one view a seat's own replay has), a link to the position shown (copied,
// and shown), the record's export and, where a keyboard is likely, the keys.
import { useTranslations } from "next-intl";
import { seatName } from "../../_components/game/names";
import { useUnnamed } from "../../_components/game/use-unnamed";
import { positionPath, perspectiveParam } from "../_lib/position-url";
import type { ReplayFile } from "../_lib/record-file";
import type { Perspective, ReplayModel, RoundUnit } from "../_lib/replay-model";
import type { ReplayNavigation } from "../_lib/use-replay-navigation";

function downloadJson(file: ReplayFile) {
  const blob = new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `hanafuda-${file.record.game}-${file.gameId ?? "record"}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const LINK = "min-h-11 font-semibold text-beni hover:underline lg:min-h-0";
const SELECT = "min-h-11 rounded-md border border-paper-edge bg-white px-2 py-1.5";

function PerspectiveField({
  model,
  perspective,
  onPerspective,
}: {
  model: ReplayModel;
  perspective: Perspective;
  onPerspective: (p: Perspective) => void;
}) {
  const t = useTranslations("Replay");
  const unnamed = useUnnamed();
  if (model.perspectives.length <= 1)
    return (
      <span className="text-ink-soft" data-testid="perspective-fixed">
        {perspective === "all"
          ? t("viewFixedSpectator")
          : t("viewFixedSeat", { name: seatName(model.players, perspective, unnamed) })}
      </span>
    );
  return (
    <label className="flex min-w-0 items-center gap-1.5">
      <span className="text-ink-soft">{t("view")}</span>
      <select
        className={`${SELECT} min-w-0`}
        value={perspectiveParam(perspective)}
        onChange={(e) => onPerspective(e.target.value === "all" ? "all" : Number(e.target.value))}
        data-testid="perspective"
      >
        {model.perspectives.map((p) => (
          <option key={perspectiveParam(p)} value={perspectiveParam(p)}>
            {p === "all" ? t("viewAll") : t("viewSeat", { name: seatName(model.players, p, unnamed) })}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ReplaySettings({
  model,
  nav,
  labels,
  unit,
  perspective,
  onPerspective,
  sharePath,
  exportFile,
  analysis,
  copied,
  onCopied,
}: {
  model: ReplayModel;
  nav: ReplayNavigation;
  labels: string[];
  unit: RoundUnit;
  perspective: Perspective;
  onPerspective: (p: Perspective) => void;
  sharePath: string | null;
  exportFile: ReplayFile | null;
  /** The bot may be asked about this game (the keys then include A). */
  analysis: boolean;
  /** The last link copied, shown under the settings. */
  copied: string | null;
  onCopied: (url: string) => void;
}) {
  const t = useTranslations("Replay");
  const share = async () => {
    if (!sharePath) return;
    const url = `${window.location.origin}${positionPath(sharePath, nav.step, perspective)}`;
    try {
      await navigator.clipboard.writeText(url);
      onCopied(url);
    } catch {
      onCopied(url);
    }
  };
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {unit === "match" ? null : (
          <label className="flex items-center gap-1.5">
            <span className="text-ink-soft">{t("unit", { unit })}</span>
            <select
              className={SELECT}
              value={nav.currentRound}
              onChange={(e) => nav.jump(nav.roundStarts[Number(e.target.value)] ?? 0)}
              data-testid="round-select"
            >
              {labels.map((l, i) => (
                <option key={i} value={i}>
                  {l}
                </option>
              ))}
            </select>
          </label>
        )}
        <PerspectiveField model={model} perspective={perspective} onPerspective={onPerspective} />
        {sharePath ? (
          <button type="button" className={LINK} onClick={() => void share()} data-testid="share-link">
            {t("linkHere")}
          </button>
        ) : null}
        {exportFile ? (
          <button type="button" className={LINK} onClick={() => downloadJson(exportFile)} data-testid="export-record">
            {t("export")}
          </button>
        ) : null}
        {/* Only where a keyboard is likely (globals.css "keyboard"): on a phone the keys are noise; without a move, nothing to step. */}
        {nav.last === 0 ? null : (
          <span className="hidden text-xs text-ink-faint keyboard:inline" data-testid="keys-hint">
            {t("keys", { unit, analysis: analysis ? "yes" : "no" })}
          </span>
        )}
      </div>
      {copied ? <CopiedLink url={copied} /> : null}
    </>
  );
}

/** "Copied: https://…", the link just copied to share this position. */
export function CopiedLink({ url }: { url: string }) {
  const t = useTranslations("Replay");
  return (
    <p className="text-sm text-ink-soft" role="status">
      {t.rich("copied", {
        url,
        link: (chunks) => (
          <a href={url} className="break-all" data-testid="shared-url">
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}
