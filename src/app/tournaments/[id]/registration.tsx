"use client";
// Registration while it is open: register, withdraw, a team's form and invitations, the waiting list, and why not.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";
import { useMutation, useTRPC } from "~/app/_lib/trpc";
import type { TournamentView } from "~/server/views/tournament";
import { EventTime } from "../event-time";
import { OwnTeamForm } from "./own-team-form";
import { ActionButton } from "../../_components/ui/action-button";
import { Section } from "./section";
import { TeamInvitations } from "./team-invitations";
import { JoinWaitingList, YourWaitingPlace } from "./waiting-list";

export function Registration({ v }: { v: TournamentView }) {
  const t = useTranslations("Tournaments");
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
  const waitingLine = v.waitingCount > 0 ? t("waiting.count", { count: v.waitingCount }) : null;
  const id = v.id;
  const open = v.status === "registration" && v.viewer.registrationBlocked === null;
  const team = v.teams.find((t) => t.id === v.viewer.teamId);

  // The pressed button (Register, Withdraw, the waiting list's) gives way to its opposite once the new view comes: focus
  // follows to it, so a keyboard player is not sent back to the top of the page.
  const stateKey = `${v.viewer.registered}:${v.viewer.teamId}:${v.viewer.waitingPosition}`;
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressedAt = useRef<string | null>(null);
  const press = (send: () => void) => {
    pressedAt.current = stateKey;
    send();
  };
  useEffect(() => {
    if (pressedAt.current === null || pressedAt.current === stateKey) return;
    pressedAt.current = null;
    bodyRef.current?.querySelector<HTMLButtonElement>("button")?.focus();
  }, [stateKey]);

  let body: ReactNode;
  if (v.status !== "registration") {
    body = <p data-testid="registration-message">{t("registration.closed")}</p>;
  } else if (!v.viewer.signedIn) {
    body = (
      <p>
        {t.rich("registration.signIn", {
          waiting: String(full && v.teamSize === 1),
          link: (chunks) => <Link href={`/sign-in?callbackUrl=/tournaments/${id}`}>{chunks}</Link>,
        })}
      </p>
    );
  } else if (v.viewer.registered || team) {
    body = (
      <div className="space-y-3">
        <p data-testid="registration-message">
          {team
            ? t("registration.team", { team: team.name, complete: String(team.complete) })
            : t("registration.registered")}
          {t.rich("registration.firstRound", { time: () => <EventTime iso={v.firstRoundAt} /> })}
        </p>
        {v.viewer.canWithdraw ? (
          <ActionButton
            disabled={busy}
            onClick={() => press(() => withdraw.mutate({ tournamentId: id }))}
            testId="withdraw"
          >
            {team && !v.viewer.isCaptain ? t("registration.leaveTeam") : t("registration.withdraw")}
          </ActionButton>
        ) : null}
      </div>
    );
  } else if (v.viewer.waitingPosition !== null) {
    body = (
      <YourWaitingPlace
        position={v.viewer.waitingPosition}
        busy={busy}
        onLeave={() => press(() => leave.mutate({ tournamentId: id }))}
      />
    );
  } else if (v.viewer.registrationBlocked && v.viewer.waitingListBlocked === null) {
    body = (
      <JoinWaitingList
        full={v.viewer.registrationBlocked}
        busy={busy}
        onJoin={() => press(() => join.mutate({ tournamentId: id }))}
      />
    );
  } else if (v.viewer.registrationBlocked) {
    body = (
      <>
        <p className="font-semibold text-beni" data-testid="registration-message">
          {v.viewer.registrationBlocked}
        </p>
        {v.teamSize > 1 && full ? <p className="mt-2 text-ink-soft">{t("registration.noTeamWaiting")}</p> : null}
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
      <ActionButton
        primary
        disabled={busy || !open}
        onClick={() => press(() => register.mutate({ tournamentId: id }))}
        testId="register"
      >
        {t("registration.register")}
      </ActionButton>
    );
  }

  return (
    <Section title={t("section.registration")} id="registration">
      <TeamInvitations
        invitations={v.viewer.invitations}
        busy={busy}
        onAnswer={(teamId, accept) => answer.mutate({ tournamentId: id, teamId, accept })}
      />
      {v.status === "registration" ? (
        <p className="mb-3 text-ink-soft">
          {t.rich("registration.closes", { time: () => <EventTime iso={v.registrationClosesAt} /> })}
        </p>
      ) : null}
      <div ref={bodyRef}>{body}</div>
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
