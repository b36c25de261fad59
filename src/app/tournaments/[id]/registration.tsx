"use client";
// Registration while it is open: register, withdraw, a team's form and invitations, the waiting list, and why not.
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import type { ReactNode } from "react";
import { useTRPC } from "~/app/_lib/trpc";
import type { TournamentView } from "~/server/views/tournament";
import { EventTime } from "../event-time";
import { OwnTeamForm } from "./own-team-form";
import { Section } from "./section";
import { TeamInvitations } from "./team-invitations";
import { JoinWaitingList, YourWaitingPlace, waitingCountLine } from "./waiting-list";

export function Registration({ v }: { v: TournamentView }) {
  const trpc = useTRPC();
  const register = useMutation(trpc.tournament.register.mutationOptions());
  const withdraw = useMutation(trpc.tournament.withdraw.mutationOptions());
  const registerTeam = useMutation(trpc.tournament.registerTeam.mutationOptions());
  const answer = useMutation(trpc.tournament.answerInvite.mutationOptions());
  const join = useMutation(trpc.tournament.joinWaitingList.mutationOptions());
  const leave = useMutation(trpc.tournament.leaveWaitingList.mutationOptions());
  const error = register.error ?? withdraw.error ?? registerTeam.error ?? answer.error ?? join.error ?? leave.error;
  const busy =
    register.isPending ||
    withdraw.isPending ||
    registerTeam.isPending ||
    answer.isPending ||
    join.isPending ||
    leave.isPending;
  const full = v.entrantCount >= v.maxEntrants;
  const waitingLine = waitingCountLine(v.waitingCount);
  const id = v.id;
  const open = v.status === "registration" && v.viewer.registrationBlocked === null;
  const team = v.teams.find((t) => t.id === v.viewer.teamId);

  let body: ReactNode;
  if (v.status !== "registration") {
    body = <p data-testid="registration-message">Registration is closed.</p>;
  } else if (!v.viewer.signedIn) {
    body = (
      <p>
        <Link href={`/sign-in?callbackUrl=/tournaments/${id}`}>Sign in</Link> to{" "}
        {full && v.teamSize === 1 ? "join the waiting list" : "register"}.
      </p>
    );
  } else if (v.viewer.registered || team) {
    body = (
      <div className="space-y-3">
        <p data-testid="registration-message">
          {team
            ? team.complete
              ? `Your team ${team.name} is registered.`
              : `Your team ${team.name} waits for its invited players to accept.`
            : "You are registered."}{" "}
          The first round starts <EventTime iso={v.firstRoundAt} />.
        </p>
        {v.viewer.canWithdraw ? (
          <button
            type="button"
            className="btn btn-quiet"
            disabled={busy}
            onClick={() => withdraw.mutate({ tournamentId: id })}
            data-testid="withdraw"
          >
            {team && !v.viewer.isCaptain ? "Leave the team" : "Withdraw"}
          </button>
        ) : null}
      </div>
    );
  } else if (v.viewer.waitingPosition !== null) {
    body = (
      <YourWaitingPlace
        position={v.viewer.waitingPosition}
        busy={busy}
        onLeave={() => leave.mutate({ tournamentId: id })}
      />
    );
  } else if (v.viewer.registrationBlocked && v.viewer.waitingListBlocked === null) {
    body = (
      <JoinWaitingList
        full={v.viewer.registrationBlocked}
        busy={busy}
        onJoin={() => join.mutate({ tournamentId: id })}
      />
    );
  } else if (v.viewer.registrationBlocked) {
    body = (
      <>
        <p className="font-semibold text-beni" data-testid="registration-message">
          {v.viewer.registrationBlocked}
        </p>
        {v.teamSize > 1 && full ? (
          <p className="mt-2 text-ink-soft">
            Team events have no waiting list: a team can register when a place frees.
          </p>
        ) : null}
      </>
    );
  } else if (v.teamSize > 1) {
    body = (
      <OwnTeamForm
        teamSize={v.teamSize}
        invited={v.viewer.invitations.length > 0}
        busy={busy}
        onSubmit={(name, members) => registerTeam.mutate({ tournamentId: id, name, members })}
      />
    );
  } else {
    body = (
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy || !open}
        onClick={() => register.mutate({ tournamentId: id })}
        data-testid="register"
      >
        Register
      </button>
    );
  }

  return (
    <Section title="Registration" id="registration">
      <TeamInvitations
        invitations={v.viewer.invitations}
        busy={busy}
        onAnswer={(teamId, accept) => answer.mutate({ tournamentId: id, teamId, accept })}
      />
      {v.status === "registration" ? (
        <p className="mb-3 text-ink-soft">
          Registration closes <EventTime iso={v.registrationClosesAt} />.
        </p>
      ) : null}
      {body}
      {waitingLine ? (
        <p className="mt-3 text-ink-soft" data-testid="waiting-count">
          {waitingLine}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert" data-testid="registration-error">
          {error.message}
        </p>
      ) : null}
    </Section>
  );
}
