"use client";
// The waiting room: the seats (and teams), join or leave, the invite link to copy, and the table's rules in words.
import { useTranslations } from "next-intl";
import { PageHeader } from "../../_components/ui/page-header";
import { useMutation, useTRPC } from "../../_lib/trpc";
import { useRefusal } from "../../_lib/use-refusal";
import { InviteLink } from "./invite-link";
import { PracticeBots } from "./practice-bots";
import { RematchOfLine } from "./rematch-of-line";
import { SeatList } from "./seat-list";
import {
  InviteMore,
  InvitedPlayers,
  WithdrawnInvitation,
  YourInvitation,
  type WaitingTableProps,
  useWithdrawnInviter,
} from "./table-invitations";
import { WaitingRoomRules } from "./waiting-room-rules";
import { FormError } from "../../_components/ui/form-error";
import { ActionButton } from "../../_components/ui/action-button";
import { useGameTitle } from "../../play/words";

export function WaitingRoom({ table: t, inviteCode, onChanged }: WaitingTableProps) {
  const tr = useTranslations("Table");
  const gameTitle = useGameTitle();
  const trpc = useTRPC();
  // Taking a seat and leaving it both refresh the table, or say why not.
  const { refusal, setRefusal, settled } = useRefusal(onChanged);
  const join = useMutation(trpc.table.join.mutationOptions(settled));
  const leave = useMutation(trpc.table.leave.mutationOptions(settled));
  const taken = t.seats.filter((s) => s.user).length;
  const free = t.playerCount - taken;
  const code = t.inviteCode ?? inviteCode;
  const busy = join.isPending || leave.isPending;
  // Someone who opened a private table's link is told whose invitation it is (the page read like any table's).
  const host =
    t.visibility === "PRIVATE" && t.mySeat === null
      ? t.seats.find((s) => s.user?.id === t.creatorId)?.user?.displayName
      : undefined;
  const rematchOf = t.rematchOf;
  const withdrawnBy = useWithdrawnInviter(t);

  return (
    <div className="space-y-6" data-testid="waiting-room">
      <PageHeader title={tr("room.title", { game: gameTitle(t.game, t.gameTitle) })} kicker={tr("room.kicker")}>
        {rematchOf ? (
          <RematchOfLine table={t} rematchOf={rematchOf} />
        ) : host && t.canJoin && !t.invitedBy && !withdrawnBy ? (
          <strong className="block text-ink" data-testid="invited-by">
            {tr("room.invitedBy", { host })}
          </strong>
        ) : null}
        {free === 0 ? tr("room.full") : tr("room.seatsTaken", { taken, count: t.playerCount })}
        <YourInvitation table={t} inviteCode={inviteCode} onChanged={onChanged} />
        <WithdrawnInvitation inviter={withdrawnBy} />
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[1.2fr_1fr]">
        <section className="panel p-5" aria-labelledby="seats-heading">
          <h2 id="seats-heading" className="text-xl font-semibold">
            {tr("room.seats")}
          </h2>
          <SeatList
            table={t}
            busy={busy}
            onSit={(team) => join.mutate({ tableId: t.id, inviteCode: code ?? undefined, team })}
          />
          <InvitedPlayers table={t} onChanged={onChanged} />
          <div className="mt-4 flex flex-wrap gap-2">
            {t.canJoin && !t.invitedBy ? (
              <ActionButton
                primary
                disabled={busy}
                onClick={() => join.mutate({ tableId: t.id, inviteCode: code ?? undefined })}
                testId="join-table"
              >
                {join.isPending ? tr("room.joining") : tr("room.join")}
              </ActionButton>
            ) : null}
            {t.seatsKeptForInvited && t.mySeat === null ? (
              <p className="text-ink-soft" role="status" data-testid="seats-kept">
                {tr("room.seatsKept")}
              </p>
            ) : null}
            {t.canLeave ? (
              <ActionButton disabled={busy} onClick={() => leave.mutate({ tableId: t.id })} testId="leave-table">
                {leave.isPending ? tr("room.leaving") : tr("room.leave")}
              </ActionButton>
            ) : null}
          </div>
          <PracticeBots table={t} onChanged={onChanged} />
          <InviteMore table={t} onChanged={onChanged} />
          <FormError message={refusal} testId="table-error" />
          {t.mySeat !== null ? <InviteLink table={t} code={code} onError={setRefusal} /> : null}
        </section>
        <WaitingRoomRules table={t} />
      </div>
    </div>
  );
}
