"use client";
// The waiting room: the seats (and teams), join or leave, the invite link to copy, and the table's rules in words.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import Link from "next/link";
import type { RematchOf, TableView } from "~/server/api/views/table";
import { rematchWords } from "~/server/games/rematch-words";
import { sideColour } from "../../_components/game/names";
import { PageHeader } from "../../_components/ui/page-header";
import { useTRPC, type ApiError } from "../../_lib/trpc";
import { timeControlLabel } from "../../play/table-form-model";
import { BotBadge } from "../../_components/game/seat-badge";
import { ratingText } from "../../_components/player/rating-text";
import { PlayerLink } from "../../_components/player/player-link";
import { PracticeBots } from "./practice-bots";
import { namesInWords } from "./rematch";
import {
  InviteMore,
  InvitedPlayers,
  WithdrawnInvitation,
  YourInvitation,
  useWithdrawnInviter,
} from "./table-invitations";
import { TablePresetLine } from "./table-rules";
import { FormError } from "../../_components/ui/form-error";
import { plural } from "~/engine/core/plural";
import { nameInitial } from "../../_lib/name-initial";

export function WaitingRoom({
  table: t,
  inviteCode,
  onChanged,
}: {
  table: TableView;
  inviteCode: string | null;
  onChanged: () => void;
}) {
  const trpc = useTRPC();
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const join = useMutation(
    trpc.table.join.mutationOptions({
      onSuccess: () => {
        setError(null);
        onChanged();
      },
      onError: (e: ApiError) => setError(e.message),
    }),
  );
  const leave = useMutation(
    trpc.table.leave.mutationOptions({
      onSuccess: () => {
        setError(null);
        onChanged();
      },
      onError: (e: ApiError) => setError(e.message),
    }),
  );
  const taken = t.seats.filter((s) => s.user).length;
  const free = t.playerCount - taken;
  const code = t.inviteCode ?? inviteCode;
  const link =
    typeof window === "undefined"
      ? ""
      : `${window.location.origin}/table/${t.id}${t.visibility === "PRIVATE" && code ? `?invite=${code}` : ""}`;
  const busy = join.isPending || leave.isPending;
  const teamCount = t.teamLayout?.length ?? 0;
  // Someone who opened a private table's link is told whose invitation it is (the page read like any table's).
  const host =
    t.visibility === "PRIVATE" && t.mySeat === null
      ? t.seats.find((s) => s.user?.id === t.creatorId)?.user?.displayName
      : undefined;
  const rematchOf = t.rematchOf;
  const withdrawnBy = useWithdrawnInviter(t);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setError("Copying is blocked here: select the link and copy it by hand.");
    }
  };

  return (
    <div className="space-y-6" data-testid="waiting-room">
      <PageHeader title={`${t.gameTitle} table`} kicker="Waiting for players">
        {rematchOf ? (
          <RematchOfLine table={t} rematchOf={rematchOf} />
        ) : host && t.canJoin && !t.invitedBy && !withdrawnBy ? (
          <strong className="block text-ink" data-testid="invited-by">{`${host} invited you to play.`}</strong>
        ) : null}
        {free === 0
          ? "Every seat is taken: the game is starting…"
          : `${taken} of ${plural(t.playerCount, "seat")} taken. The game starts by itself when the last seat fills.`}
        <YourInvitation table={t} inviteCode={inviteCode} onChanged={onChanged} />
        <WithdrawnInvitation inviter={withdrawnBy} />
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[1.2fr_1fr]">
        <section className="panel p-5" aria-labelledby="seats-heading">
          <h2 id="seats-heading" className="text-xl font-semibold">
            Seats
          </h2>
          <ul className="mt-3 space-y-2" data-testid="seats">
            {t.seats.map((s) => (
              <li
                key={s.seat}
                className="flex items-center gap-3 rounded-lg border border-paper-edge bg-white/70 px-3 py-2"
              >
                <span
                  aria-hidden="true"
                  className="grid h-8 w-8 place-items-center rounded-full text-sm font-bold text-paper"
                  style={{ background: s.user ? sideColour(s.team ?? s.seat) : "#b9a789" }}
                >
                  {s.user ? nameInitial(s.user.displayName) : s.seat + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="font-semibold">
                    {s.user ? <PlayerLink userId={s.user.id}>{s.user.displayName}</PlayerLink> : "Free seat"}
                  </span>
                  {s.user?.rating ? (
                    <span className="text-ink-soft tabular-nums" data-testid="seat-rating">
                      {" "}
                      ({ratingText(s.user.rating)})
                    </span>
                  ) : null}
                  {s.seat === t.mySeat ? <span className="text-ink-faint"> (you)</span> : null}
                  {s.user?.bot ? (
                    <>
                      {" "}
                      <BotBadge level={s.user.bot} />
                    </>
                  ) : null}
                  {s.team !== null && teamCount > 0 ? (
                    <span className="block text-sm text-ink-faint">Team {s.team + 1}</span>
                  ) : null}
                </span>
                {!s.user && t.canJoin && teamCount > 0 && s.team !== null ? (
                  <button
                    type="button"
                    className="btn btn-quiet min-h-9 px-3 py-1 text-sm"
                    disabled={busy}
                    onClick={() =>
                      join.mutate({ tableId: t.id, inviteCode: code ?? undefined, team: s.team ?? undefined })
                    }
                  >
                    Sit in team {s.team + 1}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          <InvitedPlayers table={t} onChanged={onChanged} />
          <div className="mt-4 flex flex-wrap gap-2">
            {t.canJoin && !t.invitedBy ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => join.mutate({ tableId: t.id, inviteCode: code ?? undefined })}
                data-testid="join-table"
              >
                {join.isPending ? "Taking a seat…" : "Take a seat"}
              </button>
            ) : null}
            {t.seatsKeptForInvited && t.mySeat === null ? (
              <p className="text-ink-soft" role="status" data-testid="seats-kept">
                The free seats at this table are kept for invited players.
              </p>
            ) : null}
            {t.canLeave ? (
              <button
                type="button"
                className="btn btn-quiet"
                disabled={busy}
                onClick={() => leave.mutate({ tableId: t.id })}
                data-testid="leave-table"
              >
                {leave.isPending ? "Leaving…" : "Leave the table"}
              </button>
            ) : null}
          </div>
          <PracticeBots table={t} onChanged={onChanged} />
          <InviteMore table={t} onChanged={onChanged} />
          <FormError message={error} testId="table-error" />
          {t.mySeat !== null ? (
            <div className="mt-5 border-t border-paper-edge pt-4">
              <label htmlFor="invite-link" className="field-label">
                {rematchOf
                  ? "Link to this table"
                  : t.visibility === "PRIVATE"
                    ? "Invite link (only people with it can join)"
                    : "Link to this table"}
              </label>
              <div className="flex gap-2">
                <input
                  id="invite-link"
                  className="field-input"
                  readOnly
                  value={link}
                  onFocus={(e) => e.target.select()}
                  data-testid="invite-link"
                />
                <button type="button" className="btn btn-quiet shrink-0" onClick={copy}>
                  {copied ? "Copied" : "Copy"}
                </button>
              </div>
              <p className="field-hint" role="status">
                {copied
                  ? "The link is on your clipboard."
                  : rematchOf
                    ? "Only the players of the earlier game can take a seat here."
                    : "Send it to the players you want at this table."}
              </p>
            </div>
          ) : null}
        </section>
        <section className="panel p-5" aria-labelledby="rules-heading">
          <h2 id="rules-heading" className="text-xl font-semibold">
            The rules of this table
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="font-semibold text-ink-faint">Players</dt>
            <dd>
              {t.playerCount}
              {t.teams !== "none"
                ? ` in ${t.teams === "2v2" ? "two teams of two" : t.teams === "3x2" ? "three teams of two" : "two teams of three"}`
                : ""}
            </dd>
            {t.ends ? (
              <>
                <dt className="font-semibold text-ink-faint">Game end</dt>
                <dd data-testid="table-ends">{t.ends}</dd>
              </>
            ) : null}
            <dt className="font-semibold text-ink-faint">Clock</dt>
            <dd data-testid="table-clock">{timeControlLabel(t.timeControl)}</dd>
            {t.timeControl ? (
              <>
                <dt className="font-semibold text-ink-faint">Missed moves</dt>
                <dd>
                  {t.timeoutsBeforeForfeit
                    ? `A stand-in plays them; forfeit after ${t.timeoutsBeforeForfeit}`
                    : "A stand-in plays them; no forfeit"}
                </dd>
              </>
            ) : null}
            <dt className="font-semibold text-ink-faint">Table</dt>
            <dd>
              {rematchOf
                ? `For the earlier game's players (${t.visibility === "PUBLIC" ? "anyone may watch" : "by invitation"})`
                : t.visibility === "PUBLIC"
                  ? "Public (listed in the lobby)"
                  : "By invitation"}
            </dd>
          </dl>
          <h3 className="mt-4 font-sans text-sm font-bold">House rules</h3>
          <TablePresetLine table={t} />
          <ul className="mt-1 space-y-0.5 text-sm">
            {t.options.map((o) => (
              <li key={o.name} className={o.isDefault ? "text-ink-soft" : "font-semibold"}>
                {o.label}: {o.value}
                {o.isDefault ? "" : " (changed)"}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

/** A rematch table's waiting room: whose rematch of which game (its replay a click away), and who is still expected. */
function RematchOfLine({ table: t, rematchOf }: { table: TableView; rematchOf: RematchOf }) {
  const words = rematchWords(t.game);
  const mine = t.seats.find((s) => s.seat === t.mySeat)?.user?.id === rematchOf.offeredBy.id;
  const whose = mine ? "Your" : `${rematchOf.offeredBy.displayName}'s`;
  return (
    <span className="block" data-testid="rematch-of">
      <strong className="block text-ink" data-testid="rematch-of-title">
        {`${whose} ${words.noun} ${words.of} ${mine ? "the" : rematchOf.yours ? "your" : "a"} ${t.gameTitle} game.`}{" "}
        <Link href={`/replays/${rematchOf.gameId}`} className="font-semibold" data-testid="rematch-of-replay">
          See its replay
        </Link>
      </strong>
      {rematchOf.yours && t.mySeat === null && t.canJoin ? (
        <span className="block" data-testid="rematch-your-seat">
          Your seat from that game is kept for you.
        </span>
      ) : null}
      {rematchOf.expected.length > 0 ? (
        <span className="block" data-testid="rematch-expected">
          Still expected: {namesInWords(rematchOf.expected)}.
        </span>
      ) : null}
      {/* a suspended old player: the server lets bots take the seat (fillWithBots), so the page offers them too */}
      {rematchOf.unavailable.length > 0 ? (
        <span className="block" data-testid="rematch-unavailable">
          {namesInWords(rematchOf.unavailable)} cannot come: bots may take{" "}
          {rematchOf.unavailable.length === 1 ? "that seat" : "those seats"}.
        </span>
      ) : null}
    </span>
  );
}
