"use client";
// Rematch, at a finished table (its final dialog and the page under the board): the game's players offer a new table
// with the same settings, or join the one offered (table.rematch does both, so a second click never makes a second
// table). The offer reaches the others' page through the table's stream; a player waiting for the others sees the
// table every 3 s too, and goes to the new game the moment it starts.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { TableView } from "~/server/views/table";
import { findGameTraits } from "~/app/_games/traits";
import { type ApiError, useMutation, useQuery, useQueryClient, useTRPC } from "../../_lib/trpc";
import { ActionButton } from "../../_components/ui/action-button";
import { useNameList } from "../../play/words";

/** "again" for a game that already says "rematch" inside a game (Sutda): its new table is "a new game". */
export function rematchKind(game: string): "again" | "rematch" {
  return findGameTraits(game)?.rematchInGame ? "again" : "rematch";
}

function useRematch(t: TableView, inviteCode: string | null) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const key = trpc.table.get.queryKey({ tableId: t.id, inviteCode: inviteCode ?? undefined });
  const mutation = useMutation(
    trpc.table.rematch.mutationOptions({
      onSuccess: (next) => {
        setError(null);
        // Started (the last seat, or a practice game with its bots): straight to the new game.
        if (next.status !== "OPEN") router.push(`/table/${next.id}`);
        void queryClient.invalidateQueries({ queryKey: key });
      },
      onError: (e: ApiError) => {
        setError(e.message);
        void queryClient.invalidateQueries({ queryKey: key });
      },
    }),
  );
  const ask = () => {
    if (!mutation.isPending && t.gameId) mutation.mutate({ gameId: t.gameId });
  };
  return { ask, pending: mutation.isPending, error };
}

/** Takes the focus when the button that had it went away (the offer sent by keyboard), so the dialog keeps it. */
function keepFocus(el: HTMLElement | null) {
  if (el && (!document.activeElement || document.activeElement === document.body)) el.focus({ preventScroll: true });
}

/** The final dialog's first action: Rematch, Join the rematch offered, or where it stands. */
export function RematchButton({ table: t, inviteCode }: { table: TableView; inviteCode: string | null }) {
  const tr = useTranslations("Table");
  const nameList = useNameList();
  const { ask, pending, error } = useRematch(t, inviteCode);
  const offer = t.rematch?.offer ?? null;
  const kind = rematchKind(t.game);
  if (!t.rematch) return null;
  let main: ReactNode;
  if (offer && offer.status !== "OPEN")
    main = (
      <Link
        href={offer.href}
        className={offer.joined ? "btn btn-primary" : "btn btn-quiet"}
        data-testid={offer.joined ? "rematch-go" : "rematch-see"}
      >
        {tr(offer.joined ? "rematch.goTo" : "rematch.see", { kind })}
      </Link>
    );
  else if (offer?.joined)
    main = (
      <p
        className="self-center text-sm text-ink-soft"
        role="status"
        tabIndex={-1}
        ref={keepFocus}
        data-testid="rematch-waiting"
      >
        {tr("rematch.offeredWaiting", { kind, names: nameList(offer.waitingFor) })}
      </p>
    );
  else
    main = (
      <ActionButton primary disabled={pending} onClick={ask} testId="rematch">
        {pending
          ? tr("rematch.settingUp", { kind })
          : offer
            ? tr("rematch.joinOf", { kind, name: offer.offeredBy.displayName })
            : tr("rematch.action", { kind })}
      </ActionButton>
    );
  return (
    <span className="flex flex-col">
      {main}
      {error ? (
        <span role="alert" className="field-error max-w-64">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** Under a finished game's board: the rematch offer as it stands, live. */
export function RematchPanel({ table: t, inviteCode }: { table: TableView; inviteCode: string | null }) {
  const tr = useTranslations("Table");
  const nameList = useNameList();
  const trpc = useTRPC();
  const router = useRouter();
  const { ask, pending, error } = useRematch(t, inviteCode);
  const offer = t.rematch?.offer ?? null;
  const waiting = !!offer && offer.joined && offer.status === "OPEN";
  // Waiting for the others: the table again every 3 s, besides the stream (a join through the rematch table's own page).
  useQuery(
    trpc.table.get.queryOptions(
      { tableId: t.id, inviteCode: inviteCode ?? undefined },
      { refetchInterval: waiting ? 3000 : false },
    ),
  );
  // A player who waited here goes to the rematch when it starts.
  const waited = useRef(false);
  useEffect(() => {
    if (waiting) waited.current = true;
    else if (waited.current && offer?.joined && offer.status !== "OPEN") {
      waited.current = false;
      router.push(offer.href);
    }
  }, [waiting, offer, router]);
  if (!t.rematch) return null;
  const kind = rematchKind(t.game);
  const mine = offer?.offeredBy.id === t.seats.find((s) => s.seat === t.mySeat)?.user?.id;
  return (
    <section className="panel mt-3 p-4" aria-labelledby="rematch-heading" data-testid="rematch-panel">
      <h2 id="rematch-heading" className="font-sans text-sm font-bold">
        {tr("rematch.action", { kind })}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2" role="status">
        {!offer ? (
          <>
            <span className="text-sm text-ink-soft">{tr("rematch.playAgain")}</span>
            <ActionButton primary disabled={pending} onClick={ask} testId="rematch-offer">
              {pending ? tr("rematch.settingUp", { kind }) : tr("rematch.action", { kind })}
            </ActionButton>
          </>
        ) : offer.status === "OPEN" && !offer.joined ? (
          <>
            <span data-testid="rematch-offered">
              {tr("rematch.offeredBy", { kind, name: offer.offeredBy.displayName })}
            </span>
            <ActionButton primary disabled={pending} onClick={ask} testId="rematch-join">
              {pending ? tr("rematch.joining") : tr("rematch.join")}
            </ActionButton>
          </>
        ) : offer.status === "OPEN" ? (
          <>
            <span data-testid="rematch-waiting">
              {mine
                ? tr("rematch.waitingYours", { kind, names: nameList(offer.waitingFor) })
                : tr("rematch.waitingTheirs", {
                    kind,
                    names: nameList(offer.waitingFor),
                    name: offer.offeredBy.displayName,
                  })}
            </span>
            <Link href={offer.href} className="text-sm font-semibold">
              {tr("rematch.openTable", { kind })}
            </Link>
          </>
        ) : offer.joined ? (
          <Link href={offer.href} className="btn btn-primary" data-testid="rematch-go">
            {tr("rematch.goTo", { kind })}
          </Link>
        ) : (
          <>
            <span>{tr("rematch.startedWithout", { kind })}</span>
            <Link href={offer.href} className="text-sm font-semibold" data-testid="rematch-see">
              {tr("rematch.see", { kind })}
            </Link>
          </>
        )}
      </div>
      {error ? (
        <p role="alert" className="field-error mt-2">
          {error}
        </p>
      ) : null}
    </section>
  );
}
