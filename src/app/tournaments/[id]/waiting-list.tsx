"use client";
// A full individual event's waiting list on its page: the viewer's place with "Leave the waiting list", the count
// for everyone, and the names in order for the organiser (an admin too). Joining is offered in the Registration panel
// instead of a dead Register button. Team events have none: a team registers when a place is free.
import type { TournamentView } from "~/server/views/tournament";
import { PlayerLink } from "../../_components/player/player-link";
import { plural } from "~/engine/core/plural";

/** "1st", "2nd", "3rd", "11th", "22nd". */
export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** "2 players are waiting for a place." (nothing when nobody waits). */
export function waitingCountLine(count: number): string | null {
  if (count === 0) return null;
  return count === 1 ? "1 player is waiting for a place." : `${plural(count, "player")} are waiting for a place.`;
}

export function YourWaitingPlace({
  position,
  busy,
  onLeave,
}: {
  position: number;
  busy: boolean;
  onLeave: () => void;
}) {
  return (
    <div className="space-y-3">
      <p className="font-semibold" data-testid="waiting-position" role="status">
        You are {ordinal(position)} on the waiting list.
      </p>
      <p className="text-ink-soft">
        When a place frees before registration closes, the first on the list is entered and told.
      </p>
      <button
        type="button"
        className="btn btn-quiet"
        disabled={busy}
        onClick={onLeave}
        data-testid="leave-waiting-list"
      >
        Leave the waiting list
      </button>
    </div>
  );
}

export function JoinWaitingList({ full, busy, onJoin }: { full: string; busy: boolean; onJoin: () => void }) {
  return (
    <div className="space-y-3">
      <p className="font-semibold text-beni" data-testid="registration-message">
        {full}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy}
        onClick={onJoin}
        data-testid="join-waiting-list"
      >
        Join the waiting list
      </button>
    </div>
  );
}

/** The organiser's (or an admin's) view of who waits, in order, each linked to their page. */
export function WaitingListNames({ list }: { list: NonNullable<TournamentView["waitingList"]> }) {
  if (list.length === 0) return null;
  return (
    <div className="mt-4" data-testid="waiting-list">
      <h3 className="mb-1 font-semibold">Waiting list</h3>
      <ol className="list-decimal space-y-0.5 pl-6">
        {list.map((w) => (
          <li key={w.id} data-testid="waiting-player">
            <PlayerLink userId={w.id}>{w.displayName}</PlayerLink>
          </li>
        ))}
      </ol>
    </div>
  );
}
