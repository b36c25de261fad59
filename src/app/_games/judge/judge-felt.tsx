"use client";
// The Judge table's felt: both heads (the HIT and DEFEND targets), the two pickets with the actions' chips, the count
// and the pot between the rows, a player's strip at each end.
import type { JudgeLiveView } from "~/server/judge/live-view";
import { plural } from "~/engine/core/plural";
import { CardBack, HanafudaCard, cardTitle, toCardId } from "~/app/_components/cards";
import { judgeBotWords } from "./bot-words";
import { PlayerLink } from "~/app/_components/player/player-link";
import { JudgeCount } from "./judge-banner";
import type { ServerClock } from "./judge-clock";
import { BRIGHTS_FOR_BONUS, cardName, possessive, type JudgeAct } from "./judge-model";
import { seatName, sideColour } from "~/app/_components/game/names";
import { youSeatOf } from "~/app/_components/game/types";
import type { JudgeGameView } from "./view";

export function Head({
  card,
  label,
  target,
  onClick,
  disabled,
  mark,
}: {
  card: string | null;
  label: string;
  target: JudgeAct;
  onClick?: () => void;
  disabled: boolean;
  mark: string | null;
}) {
  const colour = target === "hit" ? "ring-shu" : "ring-ai";
  return (
    <div className="flex flex-col items-center gap-1">
      <div
        className={`jb-head relative ${onClick && !disabled ? `rounded-xl ring-4 ${colour} ring-offset-2 ring-offset-[#244a32]` : ""}`}
      >
        {card ? (
          <HanafudaCard
            card={card}
            game="judge"
            showValue={false}
            size="md"
            label={label}
            onClick={onClick}
            disabled={onClick ? disabled : undefined}
            className="jb-head-card"
          />
        ) : (
          <CardBack size="md" label={label} className="jb-head-card" />
        )}
        {mark ? (
          <span
            className={`absolute -top-2 -right-2 rounded-full px-2 py-0.5 text-xs font-bold text-paper shadow ${mark === "HIT" ? "bg-beni" : "bg-ai"}`}
            aria-hidden="true"
          >
            {mark}
          </span>
        ) : null}
      </div>
    </div>
  );
}

export function Picket({ card, whose, revealed }: { card: string | null; whose: string; revealed: boolean }) {
  return (
    <div
      className={`jb-picket ${revealed ? "jb-picket-up" : ""}`}
      data-testid="judge-picket"
      data-revealed={revealed ? "true" : "false"}
    >
      {card ? (
        <HanafudaCard
          card={card}
          game="judge"
          size="lg"
          label={`${whose} picket, ${cardName(card)}`}
          className="jb-picket-card"
        />
      ) : (
        <CardBack size="lg" label={`${whose} picket, face down`} className="jb-picket-card" />
      )}
    </div>
  );
}

/** Laid over the picket's foot: in the flow it made the row taller when an action came, and HIT/DEFEND moved down. */
const CHIP =
  "absolute -bottom-2.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-bold text-paper shadow";

export function ActionChip({ action }: { action: JudgeLiveView["actions"][number] }) {
  if (!action) return null;
  if (action.falseStart) return <span className={`${CHIP} bg-beni`}>False start</span>;
  return (
    <span
      className={`${CHIP} tabular-nums ${action.act === "hit" ? "bg-shu" : "bg-ai"}`}
      data-testid="judge-action-chip"
    >
      {action.act === "hit" ? "HIT" : "DEFEND"} {action.ms} ms
    </span>
  );
}

export function PlayerStrip({
  gv,
  seat,
  present,
  you,
}: {
  gv: JudgeGameView;
  seat: number;
  present: boolean | null;
  you: boolean;
}) {
  const v = gv.view;
  const brights = v.brights[seat]?.length ?? 0;
  const bonus = brights >= BRIGHTS_FOR_BONUS;
  const p = gv.players.find((x) => x.seat === seat);
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-paper max-sm:flex-nowrap"
      data-testid="judge-player"
      data-seat={seat}
    >
      <span className="inline-flex min-w-0 items-center gap-1.5 font-semibold">
        <span
          aria-hidden="true"
          className="inline-block h-2.5 w-2.5 shrink-0 rounded-full"
          style={{ background: sideColour(seat) }}
        />
        <span className="truncate">
          {/* the other player's name links to their page */}
          {you ? (
            "You"
          ) : p?.userId ? (
            <PlayerLink
              userId={p.userId}
              className="text-inherit underline decoration-paper/40 decoration-1 underline-offset-2 hover:decoration-kin"
            >
              {seatName(gv.players, seat)}
            </PlayerLink>
          ) : (
            seatName(gv.players, seat)
          )}
        </span>
        {p?.bot ? (
          <span
            className="rounded bg-paper/15 px-1.5 text-xs font-semibold text-paper/90 max-sm:sr-only"
            data-testid="bot-badge"
          >
            Bot · {judgeBotWords(p.bot) ?? p.bot}
          </span>
        ) : null}
        {present !== null ? (
          <span
            className={`shrink-0 text-xs font-normal ${present ? "text-[#9fe0a8]" : "text-[#f3b3a6]"}`}
            data-testid="judge-presence"
            data-present={present ? "true" : "false"}
          >
            {present ? "● here" : "○ away"}
          </span>
        ) : null}
      </span>
      <span className="shrink-0 tabular-nums" title="Cards in the score pile plus the brights bonus">
        <strong className="text-lg text-kin">{v.points[seat] ?? 0}</strong> pts
      </span>
      {/* one line on a phone: the count of cards (the points say the score), the pile (the round number says it) and the
          bot's level are for screen readers there */}
      <span className="text-paper/80 tabular-nums max-sm:sr-only">
        {plural(v.scorePiles[seat]?.length ?? 0, "card")}
      </span>
      <span
        className={`shrink-0 rounded px-1.5 text-xs font-semibold ${bonus ? "bg-kin text-ink" : "bg-paper/15 text-paper/90"}`}
        title="Four of the five brights earn +10"
      >
        ★ {brights}/4{bonus ? " +10" : ""}
      </span>
      <span className="text-paper/70 tabular-nums max-sm:sr-only">Pile {v.pileCounts[seat] ?? 0}</span>
      {p?.forfeited ? (
        <span className="rounded bg-beni px-1.5 text-xs font-semibold">{p.resigned ? "Resigned" : "Forfeited"}</span>
      ) : null}
    </div>
  );
}

/** `current`: the live view of the position shown; `acting`: a press counts now; `phase`: the table's (data-phase). */
export function JudgeFelt({
  gv,
  names,
  current,
  live,
  acting,
  phase,
  clock,
  replay,
  onAct,
}: {
  gv: JudgeGameView;
  names: string[];
  current: JudgeLiveView | null;
  live: JudgeLiveView | null;
  acting: boolean;
  phase: string;
  clock: ServerClock;
  replay: boolean;
  onAct: (act: JudgeAct) => void;
}) {
  const v = gv.view;
  const me = gv.mySeat;
  const you = youSeatOf(gv);
  const top = me === null ? 1 : 1 - me;
  const bottom = me === null ? 0 : me;
  const over = gv.status !== "ACTIVE" || v.phase === "game-over";
  const revealed = current?.revealed ?? null;
  const present = (s: number) => (live && !replay ? live.present[s]! : null);
  const picket = (s: number) => (revealed ? revealed.pickets[s]! : null);
  const headName = (s: number) => (v.heads ? cardTitle(toCardId(v.heads[s]!)) : "face down");
  const headLabel = (s: number, act: JudgeAct) =>
    act === "hit" ? `HIT ${names[s]}'s head, ${headName(s)}` : `DEFEND your head, ${headName(s)}`;
  return (
    <section
      className="gb-felt space-y-2 rounded-2xl p-2 sm:space-y-3 sm:p-4"
      aria-label="The table"
      data-testid="judge-table"
    >
      <PlayerStrip gv={gv} seat={top} present={present(top)} you={top === you} />
      <div className="jb-row">
        <Head
          card={v.heads?.[top] ?? null}
          label={me === null ? `${names[top]}'s head, ${headName(top)}` : headLabel(top, "hit")}
          target="hit"
          onClick={me === null || over ? undefined : () => onAct("hit")}
          disabled={!acting}
          mark={me === null ? null : "HIT"}
        />
        <div className="relative" data-testid="judge-picket-slot">
          <Picket card={picket(top)} whose={possessive(names[top]!, top === you)} revealed={revealed !== null} />
          <ActionChip action={current?.actions[top] ?? null} />
        </div>
      </div>

      <div className="jb-middle" aria-live="off">
        <JudgeCount current={current} revealed={revealed} me={me} names={names} phase={phase} clock={clock} />
        <div
          className="jb-pot"
          data-testid="judge-pot"
          title="Cards in the pot go to the winner of the next decided round"
        >
          <span className="text-xs font-semibold tracking-wider text-paper/70 uppercase">Pot</span>
          <span className="text-xl font-bold tabular-nums">{v.pot.length}</span>
        </div>
      </div>

      <div className="jb-row">
        <Head
          card={v.heads?.[bottom] ?? null}
          label={me === null ? `${names[bottom]}'s head, ${headName(bottom)}` : headLabel(bottom, "defend")}
          target="defend"
          onClick={me === null || over ? undefined : () => onAct("defend")}
          disabled={!acting}
          mark={me === null ? null : "DEFEND"}
        />
        <div className="relative" data-testid="judge-picket-slot">
          <Picket
            card={picket(bottom)}
            whose={possessive(names[bottom]!, bottom === you)}
            revealed={revealed !== null}
          />
          <ActionChip action={current?.actions[bottom] ?? null} />
        </div>
      </div>
      <PlayerStrip gv={gv} seat={bottom} present={present(bottom)} you={bottom === you} />
    </section>
  );
}
