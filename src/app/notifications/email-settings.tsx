"use client";
// The notifications page's settings: per event, the channels that tell the player (the site's bell, email, push), push
// on this device, how often emails come, quiet hours in the player's time zone, whether a table whose page is open
// still counts, and "no email at all". A native form (checkboxes, radios, time inputs): keyboard and phone friendly.
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { CHANNELS, EVENTS, RHYTHMS, preferencesInput, type MailEvent } from "~/server/mail/preferences";
import type { MailPreferencesView } from "~/server/views/mail";
import { FormError } from "../_components/ui/form-error";
import { useMutation, useTRPC } from "../_lib/trpc";
import { fieldErrorsOf } from "../_lib/field-errors";
import { useInputErrorWords } from "../_lib/input-error-words";
import { PushDevice } from "./push-device";
import { SaveRow } from "~/app/_components/ui/save-row";

const hhmm = (m: number | null) =>
  m === null ? "" : `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const minutes = (v: FormDataEntryValue | null) => {
  const [h, m] = String(v ?? "").split(":");
  return h && m ? Number(h) * 60 + Number(m) : null;
};

/** The events whose timing differs from the others: a hint beside their name says how. */
const EVENT_HINTS = new Set<MailEvent>(["turn", "deadline", "tournament_round"]);

export function EmailSettings({ initial }: { initial: MailPreferencesView }) {
  const t = useTranslations("NotificationsPage");
  const inputError = useInputErrorWords();
  const trpc = useTRPC();
  const save = useMutation(trpc.email.setPreferences.mutationOptions());
  const resend = useMutation(trpc.email.resendConfirmation.mutationOptions());
  const [prefs, setPrefs] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSaved(null);
    const f = new FormData(e.currentTarget);
    const quiet = f.get("quiet") === "on";
    const parsed = preferencesInput.safeParse({
      channels: Object.fromEntries(
        (Object.keys(EVENTS) as MailEvent[]).map((ev) => [ev, CHANNELS.filter((c) => f.get(`${c}-${ev}`) === "on")]),
      ),
      rhythm: f.get("rhythm"),
      quietFrom: quiet ? minutes(f.get("quietFrom")) : null,
      quietTo: quiet ? minutes(f.get("quietTo")) : null,
      timeZone: String(f.get("timeZone") ?? "").trim() || Intl.DateTimeFormat().resolvedOptions().timeZone,
      stopped: f.get("stopped") === "on",
      evenWhileOpen: f.get("notWhileOpen") !== "on",
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      return setError(message ? inputError(message) : t("settings.check"));
    }
    setError(null);
    try {
      setPrefs(await save.mutateAsync(parsed.data));
      setSaved(t("settings.saved"));
    } catch (err) {
      setError(fieldErrorsOf(err).form ?? t("settings.notSaved"));
    }
  }

  return (
    <section aria-labelledby="email-heading" className="panel mt-8 p-5">
      <h2 id="email-heading" className="text-xl font-semibold">
        {t("settings.title")}
      </h2>
      {!prefs.mailOn ? <p className="mt-2 text-ink-soft">{t("settings.mailOff")}</p> : null}
      {/* with no email sent at all, no link was sent to confirm the address and none would be */}
      {prefs.confirmed ? (
        <p className="mt-2 text-ink-soft">{t("settings.emailsGoTo", { email: prefs.email })}</p>
      ) : !prefs.mailOn ? null : (
        <div className="mt-2">
          <p>{t("settings.confirmFirst", { email: prefs.email })}</p>
          <button
            type="button"
            className="btn btn-quiet mt-2"
            disabled={resend.isPending || resend.isSuccess}
            onClick={() => resend.mutate()}
          >
            {resend.isSuccess ? t("settings.sent") : t("settings.sendAgain")}
          </button>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        <PushDevice devices={prefs.pushDevices} />
        <fieldset>
          <legend className="font-semibold">{t("settings.tellMeWhen")}</legend>
          {(Object.keys(EVENTS) as MailEvent[]).map((ev) => (
            <fieldset key={ev} className="mt-3">
              <legend>
                {t(`settings.events.${ev}`)}
                {EVENT_HINTS.has(ev) ? <span className="text-ink-soft">{t(`settings.hints.${ev}`)}</span> : null}
              </legend>
              <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
                {CHANNELS.map((c) => (
                  <label key={c} className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      name={`${c}-${ev}`}
                      defaultChecked={prefs.channels[ev].includes(c)}
                      className="size-5"
                    />
                    {t(`settings.channels.${c}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <label className="mt-3 flex items-center gap-3">
            <input type="checkbox" name="notWhileOpen" defaultChecked={!prefs.evenWhileOpen} className="size-5" />
            {t("settings.notWhileOpen")}
          </label>
        </fieldset>
        <fieldset>
          <legend className="font-semibold">{t("settings.howOften")}</legend>
          {(Object.keys(RHYTHMS) as (keyof typeof RHYTHMS)[]).map((r) => (
            <label key={r} className="mt-2 flex items-center gap-3">
              <input type="radio" name="rhythm" value={r} defaultChecked={prefs.rhythm === r} className="size-5" />
              {/* the hour's catalog puts the space before it (" (at 8 …)"; none before Japanese's 「（朝8時）」) */}
              <span>
                {t(`settings.rhythms.${r}`)}
                {r === "daily" ? <span className="text-ink-soft">{t("settings.dailyAt")}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend className="font-semibold">{t("settings.quietHours")}</legend>
          <label className="mt-2 flex items-center gap-3">
            <input type="checkbox" name="quiet" defaultChecked={prefs.quietFrom !== null} className="size-5" />
            {t("settings.holdBetween")}
          </label>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2">
              <span className="shrink-0">{t("settings.from")}</span>
              <input
                type="time"
                name="quietFrom"
                defaultValue={hhmm(prefs.quietFrom) || "22:00"}
                className="field-input"
              />
            </label>
            <label className="flex items-center gap-2">
              <span className="shrink-0">{t("settings.to")}</span>
              <input type="time" name="quietTo" defaultValue={hhmm(prefs.quietTo) || "08:00"} className="field-input" />
            </label>
          </div>
          <label className="mt-2 flex flex-wrap items-center gap-2">
            {t("settings.timeZone")}
            <input
              name="timeZone"
              defaultValue={prefs.timeZone}
              placeholder={t("settings.timeZonePlaceholder")}
              className="field-input"
              autoComplete="off"
              maxLength={64}
            />
          </label>
        </fieldset>
        <label className="flex items-center gap-3">
          <input type="checkbox" name="stopped" defaultChecked={prefs.stopped} className="size-5" />
          {t("settings.stopped")}
        </label>
        <FormError message={error} />
        <SaveRow
          pending={save.isPending}
          label={save.isPending ? t("settings.saving") : t("settings.save")}
          saved={saved}
        />
      </form>
    </section>
  );
}
