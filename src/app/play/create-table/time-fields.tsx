// The clock of a new table: a limit per move (one of the presets) or a time bank with an increment, and what happens
// when a player's time runs out. Judge, played live, has no move clock.
import { useLocale, useTranslations } from "next-intl";
import { gameTraits } from "~/app/_games/traits";
import { secondsChoices } from "../../_components/forms/choice-select";
import { SelectField } from "../../_components/forms/select-field";
import {
  BANK_PRESETS,
  INCREMENT_PRESETS,
  PER_MOVE_PRESETS,
  type TableFormState,
  type TimeChoice,
} from "../table-form-model";
import { durationWords } from "../time-words";

type BankTime = Extract<TimeChoice, { kind: "bank" }>;

/** The time presets with their lengths in the page's language ("1 day", "1日"); 0 is "none". */
function useTimePresets(presets: readonly number[]) {
  const locale = useLocale();
  const t = useTranslations("Play");
  return presets.map((seconds) => ({ seconds, label: seconds ? durationWords(locale, seconds) : t("time.none") }));
}

function TimeKindChoice({ time, onChange }: { time: TimeChoice; onChange: (time: TimeChoice) => void }) {
  const t = useTranslations("Play");
  return (
    <div className="flex flex-wrap gap-4">
      {(["per_move", "bank"] as const).map((k) => (
        <label key={k} className="flex items-center gap-2">
          <input
            type="radio"
            name="time-kind"
            className="accent-beni"
            checked={time.kind === k}
            onChange={() =>
              onChange(
                k === "per_move"
                  ? { kind: "per_move", seconds: 86400 }
                  : { kind: "bank", initialSeconds: 86400, incrementSeconds: 3600 },
              )
            }
          />
          {k === "per_move" ? t("time.kindPerMove") : t("time.kindBank")}
        </label>
      ))}
    </div>
  );
}

function PerMoveChoice({ seconds, onChange }: { seconds: number; onChange: (seconds: number) => void }) {
  const t = useTranslations("Play");
  const presets = useTimePresets(PER_MOVE_PRESETS);
  return (
    <div className="flex flex-wrap gap-1.5" role="radiogroup" aria-label={t("time.perMoveLabel")}>
      {presets.map((p) => {
        const on = seconds === p.seconds;
        return (
          <button
            key={p.seconds}
            type="button"
            role="radio"
            aria-checked={on}
            className={`rounded-full border px-3 py-1.5 text-sm font-semibold ${on ? "border-beni bg-beni text-paper" : "border-paper-edge bg-white hover:bg-paper-deep"}`}
            onClick={() => onChange(p.seconds)}
          >
            {p.label}
          </button>
        );
      })}
    </div>
  );
}

function BankFields({
  time,
  onChange,
  idBase,
}: {
  time: BankTime;
  onChange: (time: BankTime) => void;
  idBase: string;
}) {
  const t = useTranslations("Play");
  const parts = [
    { part: "bank", field: "initialSeconds", label: t("time.bankLabel"), presets: useTimePresets(BANK_PRESETS) },
    {
      part: "increment",
      field: "incrementSeconds",
      label: t("time.incrementLabel"),
      presets: useTimePresets(INCREMENT_PRESETS),
    },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {parts.map(({ part, field, label, presets }) => (
        <SelectField
          key={part}
          id={`${idBase}-${part}`}
          label={label}
          choices={secondsChoices(presets)}
          value={time[field]}
          onChange={(seconds) => onChange({ ...time, [field]: seconds })}
        />
      ))}
    </div>
  );
}

export function TimeFields({
  state,
  set,
  fields,
  idBase,
}: {
  state: TableFormState;
  set: (patch: Partial<TableFormState>) => void;
  fields: Record<string, string>;
  idBase: string;
}) {
  const t = useTranslations("Play");
  const client = gameTraits(state.game);
  if (client.realTime)
    return <p className="rounded-lg bg-paper-deep/70 px-3 py-2 text-ink-soft">{t(`time.noClock.${state.game}`)}</p>;
  const time = state.time;
  const forfeitChoices = [
    ...[1, 2, 3, 5].map((n) => ({ value: n, label: t("time.forfeitAfter", { count: n }) })),
    { value: 0, label: t("time.neverForfeit") },
  ];
  return (
    <fieldset className="space-y-3">
      <legend className="field-label">{t("time.legend")}</legend>
      <TimeKindChoice time={time} onChange={(t) => set({ time: t })} />
      {time.kind === "per_move" ? (
        <PerMoveChoice seconds={time.seconds} onChange={(seconds) => set({ time: { kind: "per_move", seconds } })} />
      ) : (
        <BankFields time={time} onChange={(t) => set({ time: t })} idBase={idBase} />
      )}
      <SelectField
        id={`${idBase}-forfeit`}
        label={t("time.runsOut")}
        hint={t("time.runsOutHint")}
        error={fields.timeoutsBeforeForfeit}
        hintWithError
        className="field-input max-w-md"
        choices={forfeitChoices}
        value={state.forfeitAfter ?? 0}
        onChange={(n) => set({ forfeitAfter: n || null })}
      />
    </fieldset>
  );
}
