"use client";
// One side's captured cards under the fishing board: its points, its yaku and those in progress, the cards.
import { useState } from "react";
import { plural } from "~/engine/core/plural";
import { CardStack } from "../cards";
import type { FishingModel, FishingSide } from "./fishing-model";
import { seatName, sideColour, sideName, signed } from "./names";
import type { FishingGameView } from "./types";

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
  const [open, setOpen] = useState(false);
  const name = gv.teams ? sideName(gv.players, gv.teams, side.side) : seatName(gv.players, side.seats[0] ?? side.side);
  const pileId = `pile-${side.side}`;
  return (
    <section
      className={`rounded-xl border bg-white/75 p-3 ${mine ? "border-ink/30" : "border-paper-edge"}`}
      aria-label={`${mine ? "Your" : `${name}'s`} captured cards`}
      data-testid="side-pile"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          aria-hidden="true"
          className="inline-block h-3 w-3 rounded-full"
          style={{ background: sideColour(side.side) }}
        />
        <h3 className="font-sans text-sm font-bold">
          {mine ? (gv.teams ? `Your team (${name})` : "Your pile") : gv.teams ? `Team ${name}` : name}
        </h3>
        <span className="text-sm text-ink-soft">
          <strong className="text-ink tabular-nums" data-testid="side-points">
            {side.points}
          </strong>{" "}
          pts · {plural(side.captured.length, "card")}
          {m.par ? (
            <span className="text-ink-faint">
              {" "}
              · {signed(side.points - m.par.value)} vs {m.par.label.toLowerCase()}
            </span>
          ) : null}
        </span>
        {compact && side.captured.length > 0 ? (
          <button
            type="button"
            className="-my-2 ml-auto min-h-11 rounded-md px-2 text-xs font-semibold text-beni hover:bg-paper-deep sm:hidden"
            aria-expanded={open}
            aria-controls={pileId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? "Hide cards" : "Show cards"}
          </button>
        ) : null}
      </div>
      {side.yaku.length > 0 ? (
        <ul className="mt-1.5 flex flex-wrap gap-1" aria-label={m.traits.setWord.list}>
          {side.yaku.map((y) => (
            <li key={y.label} className="rounded-full bg-kin px-2 py-0.5 text-xs font-bold text-ink" title={y.detail}>
              ★ {y.label}
              {m.traits.setDetail && y.detail ? <span className="font-normal"> · {y.detail}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {side.progress.length > 0 && !m.over && !m.gameOver ? (
        <ul className="mt-1.5 space-y-0.5 text-xs text-ink-soft" aria-label="In progress">
          {side.progress.map((p) => (
            <li key={p.label} className={p.live ? "" : "line-through opacity-60"}>
              {p.label}: {p.have.length} of {p.need}
              {p.live ? "" : " (no longer possible)"}
            </li>
          ))}
        </ul>
      ) : null}
      <div id={pileId} className={`${open || !compact ? "block" : "hidden"} mt-2 sm:block`}>
        <CardStack cards={side.captured} game={m.game} size="sm" overlap={0.62} label={`${name}: captured cards`} />
      </div>
    </section>
  );
}
