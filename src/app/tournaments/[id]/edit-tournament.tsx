"use client";
// "Edit event" for the organiser (and admins): a modal dialog with the fields the event may still change — before
// round 1 its name, description and schedule (registration close while registration is open, round 1's start), after
// it the description alone. The server checks them with the create form's rules and answers field by field; the
// messages stand beside their fields and the first field in error takes the focus. The page follows the tournament
// channel to the new values.
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { modalDialogClass } from "~/app/_components/ui/modal-dialog";
import { FormError } from "~/app/_components/ui/form-error";
import { focusFirstError } from "~/app/_lib/focus-first-error";
import { useMutation, useTRPC } from "~/app/_lib/trpc";
import { fieldErrorsOf } from "~/app/_lib/field-errors";
import type { TournamentView } from "~/server/views/tournament";
import { Field } from "../../_components/forms/field";
import { DialogButton } from "./dialog-button";
import { ORGANISER_BUTTON } from "./organiser-button";

/** An instant as a datetime-local value in the browser's time zone (what the create form's fields hold). */
export function localInputOf(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

type Editable = TournamentView["viewer"]["editable"][number];

/** The schedule's two times: the field the server checks, the form's value (and its label's key). */
const SCHEDULE = [
  { field: "registrationClosesAt", key: "closes" },
  { field: "firstRoundAt", key: "firstRound" },
] as const;

export function EditTournament({
  v,
}: {
  v: Pick<TournamentView, "id" | "name" | "description" | "registrationClosesAt" | "firstRoundAt"> & {
    viewer: Pick<TournamentView["viewer"], "editable">;
  };
}) {
  const t = useTranslations("Tournaments");
  const trpc = useTRPC();
  const id = useId();
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fresh = () => ({
    name: v.name,
    description: v.description,
    closes: localInputOf(v.registrationClosesAt),
    firstRound: localInputOf(v.firstRoundAt),
  });
  const [s, setS] = useState(fresh);
  // The times as the dialog opened with them: the fields hold minutes, the event may have seconds, so an untouched
  // time is not sent (it would move the schedule by those seconds and tell everyone round 1 moved).
  const [shown, setShown] = useState(fresh);
  const edit = useMutation(trpc.tournament.edit.mutationOptions({ onSuccess: () => setOpen(false) }));
  const { fields, form } = fieldErrorsOf(edit.error);
  const can = (f: Editable) => v.viewer.editable.includes(f);
  // A message for a field the dialog does not show (the event moved on meanwhile) stands under the fields.
  const alert = form ?? Object.entries(fields).find(([k]) => !can(k as Editable))?.[1] ?? null;
  useEffect(() => {
    if (edit.error) focusFirstError(formRef.current);
  }, [edit.error]);

  return (
    <DialogButton
      button={{ text: t("edit.button"), className: ORGANISER_BUTTON, testId: "edit-tournament" }}
      onOpen={() => {
        edit.reset();
        setS(fresh());
        setShown(fresh());
      }}
      open={open}
      setOpen={setOpen}
      onSubmit={() =>
        edit.mutate({
          tournamentId: v.id,
          description: s.description,
          ...(can("name") ? { name: s.name } : {}),
          ...(can("registrationClosesAt") && s.closes !== shown.closes
            ? { registrationClosesAt: new Date(s.closes) }
            : {}),
          ...(can("firstRoundAt") && s.firstRound !== shown.firstRound ? { firstRoundAt: new Date(s.firstRound) } : {}),
        })
      }
      title={t("edit.title", { name: v.name })}
      dialogClass={modalDialogClass({ wide: true })}
      formRef={formRef}
      noValidate
      formClass="space-y-4"
      actions={{
        cancel: t("edit.close"),
        submit: t("edit.save"),
        pendingSubmit: t("edit.saving"),
        pending: edit.isPending,
        className: "",
      }}
    >
      {can("name") ? null : <p className="text-ink-soft">{t("edit.started")}</p>}
      {can("name") ? (
        <Field id={`${id}-name`} label={t("edit.name")} error={fields.name}>
          <input
            id={`${id}-name`}
            className="field-input"
            value={s.name}
            maxLength={80}
            onChange={(e) => setS({ ...s, name: e.target.value })}
          />
        </Field>
      ) : null}
      <Field id={`${id}-description`} label={t("edit.description")} error={fields.description}>
        <textarea
          id={`${id}-description`}
          className="field-input"
          rows={3}
          value={s.description}
          maxLength={2000}
          onChange={(e) => setS({ ...s, description: e.target.value })}
        />
      </Field>
      {can("registrationClosesAt") || can("firstRoundAt") ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {SCHEDULE.filter((f) => can(f.field)).map((f) => (
            <Field
              key={f.field}
              id={`${id}-${f.key}`}
              label={t(`edit.${f.key}`)}
              error={fields[f.field]}
              hint={t("edit.toldWhenMoved")}
            >
              <input
                id={`${id}-${f.key}`}
                type="datetime-local"
                className="field-input"
                value={s[f.key]}
                onChange={(e) => setS({ ...s, [f.key]: e.target.value })}
              />
            </Field>
          ))}
        </div>
      ) : null}
      <FormError message={alert} />
    </DialogButton>
  );
}
