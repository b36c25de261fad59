// When a tournament runs and how long its players have: registration, the rounds' start, length and spacing, the
// clock of each move, the timeouts before a seat is forfeited, and how many may enter.
import { useLocale, useTranslations } from "next-intl";
import { SelectField } from "~/app/_components/forms/select-field";
import { Field } from "~/app/_components/forms/field";
import { PER_MOVE_PRESETS } from "~/app/play/table-form-model";
import { duration } from "~/lib/when";
import { NumberFields, type NumberFieldSpec } from "./number-fields";
import type { TournamentSectionProps } from "./tournament-form-model";

const TIMES: { id: string; key: "closes" | "firstRound"; serverField: string; label: string; hint?: string }[] = [
  { id: "t-closes", key: "closes", serverField: "registrationClosesAt", label: "closes", hint: "ownTimeZone" },
  { id: "t-first", key: "firstRound", serverField: "roundStartTimes", label: "firstRound" },
];

const ROUND_HOURS: NumberFieldSpec[] = [
  {
    id: "t-round-hours",
    key: "roundHours",
    serverField: "roundDurationSeconds",
    label: "roundHours",
    hint: "roundHoursHint",
    min: 0.1,
    step: "any",
  },
  {
    id: "t-interval",
    key: "intervalHours",
    serverField: "roundIntervalSeconds",
    label: "interval",
    hint: "intervalHint",
    min: 0,
    step: "any",
  },
];

const LIMITS: NumberFieldSpec[] = [
  { id: "t-timeouts", key: "timeouts", serverField: "timeoutsBeforeForfeit", label: "timeouts", min: 1, max: 20 },
  {
    id: "t-min",
    key: "minEntrants",
    serverField: "minEntrants",
    label: "minEntrants",
    hint: "minEntrantsHint",
    min: 2,
    max: 256,
  },
  { id: "t-max", key: "maxEntrants", serverField: "maxEntrants", label: "maxEntrants", min: 2, max: 256 },
];

export function ScheduleFields({ s, set, err }: TournamentSectionProps) {
  const t = useTranslations("TournamentForm");
  const locale = useLocale();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TIMES.map(({ id, key, serverField, label, hint }) => (
        <Field key={id} id={id} label={t(label)} error={err(serverField)} hint={hint ? t(hint) : undefined}>
          <input
            id={id}
            type="datetime-local"
            className="field-input"
            value={s[key]}
            onChange={(e) => set({ [key]: e.target.value })}
            required
          />
        </Field>
      ))}
      <NumberFields specs={ROUND_HOURS} s={s} set={set} err={err} />
      <SelectField
        id="t-move"
        label={t("perMove")}
        error={err("timeControl")}
        choices={PER_MOVE_PRESETS.map((seconds) => ({ value: seconds, label: duration(seconds, locale, true) }))}
        value={s.perMove}
        onChange={(perMove) => set({ perMove })}
      />
      <NumberFields specs={LIMITS} s={s} set={set} err={err} />
    </div>
  );
}
