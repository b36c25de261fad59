// The waiting room's seats: who sits where (rating, bot level, team), the free seats, and a team's free seat to take.
import { useTranslations } from "next-intl";
import type { TableView } from "~/server/views/table";
import { BotBadge } from "../../_components/game/seat-badge";
import { sideColour } from "../../_components/game/names";
import { PlayerLink } from "../../_components/player/player-link";
import { useBotNames } from "../../_components/player/use-bot-names";
import { useRatingText } from "../../_components/player/rating-text";
import { nameInitial } from "../../_lib/name-initial";

export function SeatList({
  table: t,
  busy,
  onSit,
}: {
  table: TableView;
  busy: boolean;
  /** Takes the free seat of that team. */
  onSit: (team: number | undefined) => void;
}) {
  const tr = useTranslations("Table");
  const ratingText = useRatingText();
  const botNames = useBotNames();
  const teamCount = t.teamLayout?.length ?? 0;
  return (
    <ul className="mt-3 space-y-2" data-testid="seats">
      {t.seats.map((s) => (
        <li key={s.seat} className="flex items-center gap-3 rounded-lg border border-paper-edge bg-white/70 px-3 py-2">
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-full text-sm font-bold text-paper"
            style={{ background: s.user ? sideColour(s.team ?? s.seat) : "#b9a789" }}
          >
            {s.user ? nameInitial(s.user.displayName) : s.seat + 1}
          </span>
          <span className="min-w-0 flex-1">
            <span className="font-semibold">
              {s.user ? (
                <PlayerLink userId={s.user.id}>{botNames(s.user.displayName, s.user.bot)}</PlayerLink>
              ) : (
                tr("seats.free")
              )}
            </span>
            {s.user?.rating ? (
              <span className="text-ink-soft tabular-nums" data-testid="seat-rating">
                {tr("seats.rating", { rating: ratingText(s.user.rating) })}
              </span>
            ) : null}
            {s.seat === t.mySeat ? <span className="text-ink-faint">{tr("seats.you")}</span> : null}
            {s.user?.bot ? (
              <>
                {" "}
                <BotBadge level={s.user.bot} />
              </>
            ) : null}
            {s.team !== null && teamCount > 0 ? (
              <span className="block text-sm text-ink-faint">{tr("seats.team", { team: s.team + 1 })}</span>
            ) : null}
          </span>
          {!s.user && t.canJoin && teamCount > 0 && s.team !== null ? (
            <button
              type="button"
              className="btn btn-quiet min-h-9 px-3 py-1 text-sm"
              disabled={busy}
              onClick={() => onSit(s.team ?? undefined)}
            >
              {tr("seats.sitInTeam", { team: s.team + 1 })}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
