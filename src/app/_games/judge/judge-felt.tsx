"use client";
// The Judge table's felt: both heads (the HIT and DEFEND targets), the two pickets with the actions' chips, the count
// and the pot between the rows, a player's strip at each end.
import type { JudgeLiveView } from "~/server/judge/live-view";
import { CardBack, HanafudaCard } from "~/app/_components/cards";
import { JUDGE_REACTIONS } from "~/engine/judge/bot/reaction";
import { PlayerLink } from "~/app/_components/player/player-link";
import { JudgeCount } from "./judge-banner";
import type { ServerClock } from "./judge-clock";
import { BRIGHTS_FOR_BONUS, type JudgeAct } from "./judge-model";
import { useJudgeWords } from "./judge-words";
import { chipName } from "~/app/_components/game/board-chrome";
import { seatName, sideColour } from "~/app/_components/game/names";
import { useUnnamed } from "~/app/_components/game/use-unnamed";
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
  mark: JudgeAct | null;
}) {
  const { t } = useJudgeWords();
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
            className={`absolute -top-2 -right-2 rounded-full px-2 py-0.5 text-xs font-bold text-paper shadow ${mark === "hit" ? "bg-beni" : "bg-ai"}`}
            aria-hidden="true"
          >
            {t(mark === "hit" ? "controls.hit" : "controls.defend")}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** `name`, `you`: whose picket it is. */
export function Picket({
  card,
  name,
  you,
  revealed,
}: {
  card: string | null;
  name: string;
  you: boolean;
  revealed: boolean;
}) {
  const w = useJudgeWords();
  const whose = { you: String(you), name };
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
          label={w.t("picket.label", { ...whose, card: w.card(card) })}
          className="jb-picket-card"
        />
      ) : (
        <CardBack size="lg" label={w.t("picket.faceDown", whose)} className="jb-picket-card" />
      )}
    </div>
  );
}

/** Laid over the picket's foot: in the flow it made the row taller when an action came, and HIT/DEFEND moved down. */
const CHIP =
  "absolute -bottom-2.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-bold text-paper shadow";

export function ActionChip({ action }: { action: JudgeLiveView["actions"][number] }) {
  const { t } = useJudgeWords();
  if (!action) return null;
  if (action.falseStart) return <span className={`${CHIP} bg-beni`}>{t("chip.falseStart")}</span>;
  return (
    <span
      className={`${CHIP} tabular-nums ${action.act === "hit" ? "bg-shu" : "bg-ai"}`}
      data-testid="judge-action-chip"
    >
      {t("chip.action", { act: action.act, ms: action.ms })}
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
  const { t } = useJudgeWords();
  const v = gv.view;
  const unnamed = useUnnamed();
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
            t("strip.you")
          ) : p?.userId ? (
            <PlayerLink
              userId={p.userId}
              className="text-inherit underline decoration-paper/40 decoration-1 underline-offset-2 hover:decoration-kin"
            >
              <StripName name={seatName(gv.players, seat, unnamed)} bot={p.bot} />
            </PlayerLink>
          ) : (
            <StripName name={seatName(gv.players, seat, unnamed)} bot={p?.bot} />
          )}
        </span>
        {p?.bot ? (
          <span
            className="rounded bg-paper/15 px-1.5 text-xs font-semibold text-paper/90 max-sm:sr-only"
            data-testid="bot-badge"
          >
            {t("strip.bot", {
              level:
                p.bot in JUDGE_REACTIONS
                  ? t("strip.reacts", { seconds: JUDGE_REACTIONS[p.bot as keyof typeof JUDGE_REACTIONS].meanMs / 1000 })
                  : p.bot === "random"
                    ? t("strip.atRandom")
                    : p.bot,
            })}
          </span>
        ) : null}
        {present !== null ? (
          <span
            className={`shrink-0 text-xs font-normal ${present ? "text-[#9fe0a8]" : "text-[#f3b3a6]"}`}
            data-testid="judge-presence"
            data-present={present ? "true" : "false"}
          >
            {t(present ? "strip.here" : "strip.away")}
          </span>
        ) : null}
      </span>
      <span className="shrink-0 tabular-nums" title={t("strip.pointsTitle")}>
        {t.rich("strip.points", {
          points: v.points[seat] ?? 0,
          strong: (chunks) => <strong className="text-lg text-kin">{chunks}</strong>,
        })}
      </span>
      {/* one line on a phone: the count of cards (the points say the score), the pile (the round number says it) and the
          bot's level are for screen readers there */}
      <span className="text-paper/80 tabular-nums max-sm:sr-only">
        {t("cards", { count: v.scorePiles[seat]?.length ?? 0 })}
      </span>
      <span
        className={`shrink-0 rounded px-1.5 text-xs font-semibold ${bonus ? "bg-kin text-ink" : "bg-paper/15 text-paper/90"}`}
        title={t("strip.brightsTitle")}
      >
        ★ {brights}/4{bonus ? " +10" : ""}
      </span>
      <span className="text-paper/70 tabular-nums max-sm:sr-only">
        {t("strip.pile", { count: v.pileCounts[seat] ?? 0 })}
      </span>
      {p?.forfeited ? (
        <span className="rounded bg-beni px-1.5 text-xs font-semibold">
          {t(p.resigned ? "strip.resigned" : "strip.forfeited")}
        </span>
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
  const w = useJudgeWords();
  const { t } = w;
  const v = gv.view;
  const me = gv.mySeat;
  const you = youSeatOf(gv);
  const top = me === null ? 1 : 1 - me;
  const bottom = me === null ? 0 : me;
  const over = gv.status !== "ACTIVE" || v.phase === "game-over";
  const revealed = current?.revealed ?? null;
  const present = (s: number) => (live && !replay ? live.present[s]! : null);
  const picket = (s: number) => (revealed ? revealed.pickets[s]! : null);
  const headName = (s: number) => (v.heads ? w.card(v.heads[s]!) : t("head.faceDown"));
  const headLabel = (s: number, act: JudgeAct) =>
    me === null
      ? t("head.theirs", { name: names[s]!, card: headName(s) })
      : t(act === "hit" ? "head.hit" : "head.defend", { name: names[s]!, card: headName(s) });
  // A seat's row: the head its act aims at (the opponent's to hit, the viewer's own to defend), then its picket.
  const seatRow = (s: number, act: JudgeAct) => (
    <div className="jb-row">
      <Head
        card={v.heads?.[s] ?? null}
        label={headLabel(s, act)}
        target={act}
        onClick={me === null || over ? undefined : () => onAct(act)}
        disabled={!acting}
        mark={me === null ? null : act}
      />
      <div className="relative" data-testid="judge-picket-slot">
        <Picket card={picket(s)} name={names[s]!} you={s === you} revealed={revealed !== null} />
        <ActionChip action={current?.actions[s] ?? null} />
      </div>
    </div>
  );
  return (
    <section
      className="gb-felt space-y-2 rounded-2xl p-2 sm:space-y-3 sm:p-4"
      aria-label={t("felt.label")}
      data-testid="judge-table"
    >
      <PlayerStrip gv={gv} seat={top} present={present(top)} you={top === you} />
      {seatRow(top, "hit")}

      <div className="jb-middle" aria-live="off">
        <JudgeCount current={current} revealed={revealed} me={me} names={names} phase={phase} clock={clock} />
        <div className="jb-pot" data-testid="judge-pot" title={t("felt.potTitle")}>
          <span className="text-xs font-semibold tracking-wider text-paper/70 uppercase">{t("felt.pot")}</span>
          <span className="text-xl font-bold tabular-nums">{v.pot.length}</span>
        </div>
      </div>

      {seatRow(bottom, "defend")}
      <PlayerStrip gv={gv} seat={bottom} present={present(bottom)} you={bottom === you} />
    </section>
  );
}

/**
 * A name on the strip; a bot's without its level on a phone ("Matsu" for "Matsu (Steady)"): beside its presence and
 * points the whole name was cut inside the level, and the bot badge tells screen readers the level there.
 */
function StripName({ name, bot }: { name: string; bot: string | null | undefined }) {
  const short = chipName(name, bot);
  if (short === name) return name;
  return (
    <>
      <span className="max-sm:hidden">{name}</span>
      <span className="sm:hidden">{short}</span>
    </>
  );
}
