"use client";
// Invitations in the waiting room: its players see who is invited and has not sat down ("Invited: Ren"), the creator
// with "Withdraw" beside each; the invited player sees who invited them, with Join and Decline (a decline tells the
// inviter and takes them to the lobby: the private table is no longer theirs to see).
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { commaIn } from "~/lib/list-format";
import { Field } from "~/app/_components/forms/field";
import { useState } from "react";
import type { TableView } from "~/server/views/table";
import { PlayerLink } from "../../_components/player/player-link";
import { type ApiError, useMutation, useQuery, useTRPC } from "../../_lib/trpc";
import { FormError } from "../../_components/ui/form-error";
import { ActionButton } from "../../_components/ui/action-button";
import { useGameTitle } from "../../play/words";

/**
 * "Invited: Ren, Kai" for the table's players while someone invited has not sat down. The table's creator gets one
 * row per invitation with "Withdraw" (table.withdrawInvitation): the seat it kept is free again for bots and joins.
 */
export function InvitedPlayers({ table: t, onChanged }: { table: TableView; onChanged: () => void }) {
  const tr = useTranslations("Table");
  const comma = commaIn(useLocale());
  const trpc = useTRPC();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const withdraw = useMutation(
    trpc.table.withdrawInvitation.mutationOptions({
      onSuccess: (r: { withdrawn: { displayName: string } }) => {
        setMessage({ ok: true, text: tr("invitations.withdrawn", { name: r.withdrawn.displayName }) });
        onChanged();
      },
      onError: (e: ApiError) => setMessage({ ok: false, text: e.message }),
    }),
  );
  const creator =
    t.mySeat !== null && t.status === "OPEN" && t.seats.find((s) => s.seat === t.mySeat)?.user?.id === t.creatorId;
  const said = message ? (
    <p
      className={message.ok ? "field-hint" : "field-error"}
      role={message.ok ? "status" : "alert"}
      data-testid="withdraw-message"
    >
      {message.text}
    </p>
  ) : null;
  if (!t.invited || t.invited.length === 0) return said;
  if (!creator)
    return (
      <p className="mt-3 text-sm" data-testid="invited-players">
        {tr.rich("invitations.invitedColon", {
          label: (chunks) => <span className="font-semibold">{chunks}</span>,
          players: () =>
            t.invited!.map((u, i) => (
              <span key={u.id}>
                {i > 0 ? comma : null}
                <PlayerLink userId={u.id}>{u.displayName}</PlayerLink>
              </span>
            )),
        })}
        <span className="text-ink-faint">{tr("invitations.notSeated")}</span>
      </p>
    );
  return (
    <div className="mt-3" data-testid="invited-players">
      <p className="text-sm">
        <span className="font-semibold">{tr("invitations.invited")}</span>
        <span className="text-ink-faint">{tr("invitations.notSeated")}</span>
      </p>
      <ul className="mt-1 space-y-1">
        {t.invited.map((u) => (
          <li
            key={u.id}
            className="flex items-center justify-between gap-2 rounded-lg border border-dashed border-paper-edge px-3 py-1"
            data-testid="invitation"
          >
            <span className="min-w-0 truncate font-semibold">
              <PlayerLink userId={u.id}>{u.displayName}</PlayerLink>
            </span>
            <button
              type="button"
              className="btn btn-quiet shrink-0 px-3 py-1 text-sm"
              disabled={withdraw.isPending}
              onClick={() => {
                setMessage(null);
                withdraw.mutate({ tableId: t.id, userId: u.id });
              }}
              aria-label={tr("invitations.withdrawLabel", { name: u.displayName })}
            >
              {withdraw.isPending && withdraw.variables?.userId === u.id
                ? tr("invitations.withdrawing")
                : tr("invitations.withdraw")}
            </button>
          </li>
        ))}
      </ul>
      <p className="field-hint">{tr("invitations.keptHint")}</p>
      {said}
    </div>
  );
}

/**
 * Who invited the player whose invitation this page showed and no longer does (withdrawn by the creator, or lapsed)
 * while they had neither sat down nor declined; null otherwise. Remembered from the views the page was given.
 */
export function useWithdrawnInviter(t: TableView): string | null {
  const [inviter, setInviter] = useState<string | null>(t.invitedBy?.displayName ?? null);
  if (t.invitedBy && t.invitedBy.displayName !== inviter) setInviter(t.invitedBy.displayName);
  return inviter !== null && !t.invitedBy && t.mySeat === null && t.status === "OPEN" ? inviter : null;
}

/** Says, where Join and Decline were, that the invitation is gone: the seat is no longer kept for this player. */
export function WithdrawnInvitation({ inviter }: { inviter: string | null }) {
  const tr = useTranslations("Table");
  if (!inviter) return null;
  return (
    <p
      className="mt-3 rounded-xl border border-paper-edge bg-white/70 p-4 text-base text-ink"
      role="status"
      data-testid="invitation-withdrawn"
    >
      {tr("invitations.withdrewYours", { name: inviter })}
    </p>
  );
}

/** What the waiting room and its parts read: the table, the invitation code the page was opened with, a refresh. */
export interface WaitingTableProps {
  table: TableView;
  inviteCode: string | null;
  onChanged: () => void;
}

/** "Aoi invited you" with Join and Decline, for the invited player. */
export function YourInvitation({ table: t, inviteCode, onChanged }: WaitingTableProps) {
  const tr = useTranslations("Table");
  const game = useGameTitle()(t.game, t.gameTitle);
  const trpc = useTRPC();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const join = useMutation(
    trpc.table.join.mutationOptions({ onSuccess: onChanged, onError: (e: ApiError) => setError(e.message) }),
  );
  const decline = useMutation(
    trpc.table.declineInvitation.mutationOptions({
      onSuccess: () => router.push("/play"),
      onError: (e: ApiError) => setError(e.message),
    }),
  );
  if (!t.invitedBy || t.mySeat !== null) return null;
  const busy = join.isPending || decline.isPending;
  return (
    <div
      className="mt-3 rounded-xl border-2 border-beni/40 bg-white/80 p-4 text-base"
      role="region"
      aria-labelledby="your-invitation"
      data-testid="your-invitation"
    >
      <p id="your-invitation" className="font-semibold text-ink">
        {tr("invitations.invitedYou", { name: t.invitedBy.displayName, game })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ActionButton
          primary
          disabled={busy || !t.canJoin}
          onClick={() => join.mutate({ tableId: t.id, inviteCode: t.inviteCode ?? inviteCode ?? undefined })}
          testId="accept-invitation"
        >
          {join.isPending ? tr("room.joining") : tr("invitations.join")}
        </ActionButton>
        <ActionButton disabled={busy} onClick={() => decline.mutate({ tableId: t.id })} testId="decline-invitation">
          {decline.isPending ? tr("invitations.declining") : tr("invitations.decline")}
        </ActionButton>
      </div>
      <FormError message={error} />
    </div>
  );
}

/**
 * For the creator of an open table with a seat not yet promised: find a player by name (user.search) and invite them
 * (table.invite); the server refuses in words whom it may not (a bot, a suspended account, too many invitations).
 */
export function InviteMore({ table: t, onChanged }: { table: TableView; onChanged: () => void }) {
  const tr = useTranslations("Table");
  const trpc = useTRPC();
  const [name, setName] = useState("");
  const [query, setQuery] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const creator = t.mySeat !== null && t.seats.find((s) => s.seat === t.mySeat)?.user?.id === t.creatorId;
  const room = t.playerCount - t.seats.filter((s) => s.user).length - (t.invited?.length ?? 0);
  const found = useQuery(trpc.user.search.queryOptions({ query }, { enabled: query !== "" }));
  const invite = useMutation(
    trpc.table.invite.mutationOptions({
      onSuccess: (_r: unknown, input: { userIds: string[] }) => {
        const who = found.data?.players.find((p) => p.userId === input.userIds[0])?.displayName;
        setMessage({
          ok: true,
          text: who ? tr("invitations.isInvited", { name: who }) : tr("invitations.isInvitedUnnamed"),
        });
        // The search is done with: left open it would say "nobody to invite" now that they are invited.
        setName("");
        setQuery("");
        onChanged();
      },
      onError: (e: ApiError) => setMessage({ ok: false, text: e.message }),
    }),
  );
  if (!creator || t.status !== "OPEN" || t.rematchOf || room <= 0)
    return message?.ok ? (
      <p className="field-hint" role="status">
        {message.text}
      </p>
    ) : null;
  const taken = new Set([
    ...t.seats.flatMap((s) => (s.user ? [s.user.id] : [])),
    ...(t.invited ?? []).map((u) => u.id),
  ]);
  const players = (found.data?.players ?? []).filter((p) => !taken.has(p.userId));
  return (
    <div className="mt-5 border-t border-paper-edge pt-4" data-testid="invite-more">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setMessage(null);
          setQuery(name.trim());
        }}
      >
        <Field id="invite-name" label={tr("invitations.byName")} className="min-w-0 flex-1">
          <input
            id="invite-name"
            className="field-input"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
          />
        </Field>
        <button type="submit" className="btn btn-quiet" disabled={name.trim() === ""}>
          {tr("invitations.find")}
        </button>
      </form>
      {query !== "" && found.data && players.length === 0 ? (
        <p className="field-hint">{tr("invitations.nobody")}</p>
      ) : null}
      {players.length > 0 ? (
        <ul className="mt-2 space-y-1" data-testid="invite-candidates">
          {players.slice(0, 5).map((p) => (
            <li key={p.userId} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate font-semibold">{p.displayName}</span>
              <button
                type="button"
                className="btn btn-quiet min-h-9 px-3 py-1 text-sm"
                disabled={invite.isPending}
                onClick={() => invite.mutate({ tableId: t.id, userIds: [p.userId] })}
                aria-label={tr("invitations.inviteLabel", { name: p.displayName })}
              >
                {tr("invitations.invite")}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {message ? (
        <p
          className={message.ok ? "field-hint" : "field-error"}
          role={message.ok ? "status" : "alert"}
          data-testid="invite-message"
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
