"use client";
// Invitations in the waiting room: its players see who is invited and has not sat down ("Invited: Ren"); the invited
// player sees who invited them, with Join and Decline (a decline tells the inviter and takes them to the lobby: the private table is no longer theirs to see).
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { TableView } from "~/server/api/views/table";
import { PlayerLink } from "../../_components/player/player-link";
import { useTRPC, type ApiError } from "../../_lib/trpc";

/** "Invited: Ren, Kai" for the table's players while someone invited has not sat down. */
export function InvitedPlayers({ table: t }: { table: TableView }) {
  if (!t.invited || t.invited.length === 0) return null;
  return (
    <p className="mt-3 text-sm" data-testid="invited-players">
      <span className="font-semibold">Invited:</span>{" "}
      {t.invited.map((u, i) => (
        <span key={u.id}>
          {i > 0 ? ", " : null}
          <PlayerLink userId={u.id}>{u.displayName}</PlayerLink>
        </span>
      ))}
      <span className="text-ink-faint"> (not seated yet)</span>
    </p>
  );
}

/** "Aoi invited you" with Join and Decline, for the invited player. */
export function YourInvitation({ table: t, inviteCode, onChanged }: { table: TableView; inviteCode: string | null; onChanged: () => void }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const join = useMutation(trpc.table.join.mutationOptions({ onSuccess: onChanged, onError: (e: ApiError) => setError(e.message) }));
  const decline = useMutation(trpc.table.declineInvitation.mutationOptions({ onSuccess: () => router.push("/play"), onError: (e: ApiError) => setError(e.message) }));
  if (!t.invitedBy || t.mySeat !== null) return null;
  const busy = join.isPending || decline.isPending;
  return (
    <div className="mt-3 rounded-xl border-2 border-beni/40 bg-white/80 p-4 text-base" role="region" aria-labelledby="your-invitation" data-testid="your-invitation">
      <p id="your-invitation" className="font-semibold text-ink">
        {`${t.invitedBy.displayName} invited you to a game of ${t.gameTitle}.`}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={busy || !t.canJoin} onClick={() => join.mutate({ tableId: t.id, inviteCode: (t.inviteCode ?? inviteCode) ?? undefined })} data-testid="accept-invitation">
          {join.isPending ? "Taking a seat…" : "Join"}
        </button>
        <button type="button" className="btn btn-quiet" disabled={busy} onClick={() => decline.mutate({ tableId: t.id })} data-testid="decline-invitation">
          {decline.isPending ? "Declining…" : "Decline"}
        </button>
      </div>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
