"use client";
// A team event's "register your own team" form. While an invitation to another team waits for an answer, the
// invitation comes first: the form stays folded behind a link (a player invited to a team rarely means to found
// another, and the whole form beside Accept / Decline hid the answer they came for).
import { useTranslations } from "next-intl";
import { Field } from "~/app/_components/forms/field";
import { useState } from "react";

export function OwnTeamForm({
  teamSize,
  invited,
  busy,
  onSubmit,
}: {
  teamSize: number;
  invited: boolean;
  busy: boolean;
  onSubmit: (name: string, members: string[]) => void;
}) {
  const t = useTranslations("Tournaments");
  const [teamName, setTeamName] = useState("");
  const [mates, setMates] = useState<string[]>(() => Array.from({ length: Math.max(0, teamSize - 1) }, () => ""));
  const [unfolded, setUnfolded] = useState(false);

  if (invited && !unfolded) {
    return (
      <p className="text-ink-soft">
        {t.rich("team.answerFirst", {
          button: (chunks) => (
            <button
              type="button"
              className="underline"
              aria-expanded={false}
              aria-controls="own-team-form"
              onClick={() => setUnfolded(true)}
              data-testid="show-own-team"
            >
              {chunks}
            </button>
          ),
        })}
      </p>
    );
  }
  return (
    <form
      id="own-team-form"
      className="max-w-md space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(teamName, mates);
      }}
    >
      <p>{t("team.intro")}</p>
      <Field id="team-name" label={t("team.name")}>
        <input
          id="team-name"
          className="field-input"
          value={teamName}
          onChange={(e) => setTeamName(e.target.value)}
          required
        />
      </Field>
      {mates.map((m, i) => (
        <Field key={i} id={`team-mate-${i}`} label={t("team.mate", { number: i + 1 })}>
          <input
            id={`team-mate-${i}`}
            className="field-input"
            value={m}
            onChange={(e) => setMates((xs) => xs.map((x, j) => (j === i ? e.target.value : x)))}
            required
          />
        </Field>
      ))}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="register-team">
        {t("team.register")}
      </button>
    </form>
  );
}
