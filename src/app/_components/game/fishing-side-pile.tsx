"use client";
// One side's captured cards under the fishing board: its points, its yaku and those in progress, the cards.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CardStack } from "../cards";
import type { FishingModel, FishingSide } from "./fishing-model";
import { seatName, sideColour, sideName, useNumberText } from "./names";
import { useUnnamed } from "./use-unnamed";
import { PhoneFoldToggle } from "./phone-fold-toggle";
import type { FishingGameView } from "./types";
import { useYakuName } from "./yaku-name";

export function SidePile({
  side,
  m,
  gv,
  mine,
  compact,
}: {
  side: FishingSide;
  m: FishingModel;
  gv: FishingGameView;
  mine: boolean;
  compact: boolean;
}) {
  const t = useTranslations("FishingBoard");
  const sep = useTranslations("Common")("separator");
  const yakuName = useYakuName();
  const { signed } = useNumberText();
  const [open, setOpen] = useState(false);
  const unnamed = useUnnamed();
  const name = gv.teams
    ? sideName(gv.players, gv.teams, side.side, unnamed)
    : seatName(gv.players, side.seats[0] ?? side.side, unnamed);
  const pileId = `pile-${side.side}`;
  return (
    <section
      className={`rounded-xl border bg-white/75 p-3 ${mine ? "border-ink/30" : "border-paper-edge"}`}
      aria-label={mine ? t("pile.yoursLabel") : t("pile.theirsLabel", { name })}
      data-testid="side-pile"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          aria-hidden="true"
          className="inline-block h-3 w-3 rounded-full"
          style={{ background: sideColour(side.side) }}
        />
        <h3 className="font-sans text-sm font-bold">
          {mine
            ? gv.teams
              ? t("pile.yourTeam", { name })
              : t("pile.yours")
            : gv.teams
              ? t("pile.team", { name })
              : name}
        </h3>
        <span className="text-sm text-ink-soft">
          {t.rich("pile.pointsCards", {
            points: side.points,
            count: side.captured.length,
            b: (n) => (
              <strong className="text-ink tabular-nums" data-testid="side-points">
                {n}
              </strong>
            ),
          })}
          {m.par ? (
            <span className="text-ink-faint">
              {sep}
              {t("pile.vsPar", { diff: signed(side.points - m.par.value), par: m.par.kind })}
            </span>
          ) : null}
        </span>
        {compact && side.captured.length > 0 ? (
          <PhoneFoldToggle open={open} onToggle={() => setOpen((o) => !o)} controls={pileId}>
            {open ? t("pile.hide") : t("pile.show")}
          </PhoneFoldToggle>
        ) : null}
      </div>
      {side.yaku.length > 0 ? (
        <ul
          className="mt-1.5 flex flex-wrap gap-1"
          aria-label={t("pile.sets", { kind: m.traits.setWord.one === "role" ? "roles" : "yaku" })}
        >
          {side.yaku.map((y) => {
            const detail = y.detail && yakuName({ label: "", name: y.detail });
            return (
              <li
                key={y.label}
                className="rounded-full bg-kin px-2 py-0.5 text-xs font-bold text-ink"
                title={detail || yakuName(y)}
              >
                ★ {yakuName(y)}
                {m.traits.setDetail && detail ? (
                  <span className="font-normal">
                    {sep}
                    {detail}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {side.progress.length > 0 && !m.over && !m.gameOver ? (
        <ul className="mt-1.5 space-y-0.5 text-xs text-ink-soft" aria-label={t("pile.inProgress")}>
          {side.progress.map((p) => (
            <li key={p.label} className={p.live ? "" : "line-through opacity-60"}>
              {t(p.live ? "pile.progress" : "pile.progressDead", {
                name: p.mark ? `${p.mark}${sep}${yakuName(p)}` : yakuName(p),
                have: p.have.length,
                need: p.need,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <div id={pileId} className={`${open || !compact ? "block" : "hidden"} mt-2 sm:block`}>
        <CardStack
          cards={side.captured}
          game={m.game}
          size="sm"
          overlap={0.62}
          label={t("pile.stackLabel", { name })}
        />
      </div>
    </section>
  );
}
