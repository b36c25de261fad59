"use client";
// Create or edit a preset: title, URL name, description and every house rule of the game rendered from the engine's
// option descriptions (dependent options appear when they apply). The engine checks the rules as you type (the same
// check the server makes), and its messages stand beside the fields they concern.
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { defaultOptions, type OptionValue } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { getGameFacts } from "~/engine/facts";
import { focusFirstError } from "~/app/_lib/focus-first-error";
import { useHydrated } from "~/app/_lib/use-hydrated";
import { type ApiError, useMutation, useTRPC } from "~/app/_lib/trpc";
import { fieldErrorsOf } from "~/app/_lib/field-errors";
import { checkPresetOptions, optionChoiceText } from "~/lib/house-rules/engine-check";
import { listFormat } from "~/lib/list-format";
import { useConflictWords } from "~/app/_lib/use-conflict-words";
import { useOptionWords } from "~/app/play/option-words";
import { PresetDetailsFields, type PresetDetails } from "./preset-details-fields";
import { PresetRulesFields } from "./preset-rules-fields";

export interface PresetFormProps {
  mode: "create" | "edit";
  game: GameName;
  presetId?: string;
  initial?: { title: string; description: string; slug: string; options: Record<string, OptionValue>; version: number };
}

function rulesetOf(game: GameName) {
  return getGameFacts(game)!;
}

/**
 * An option's limits in the page's language ("Rounds: choose a whole number from 1 to 120."), when the engine's check
 * says the value is not one the option takes; other messages as the engine words them.
 */
function useChoiceText(game: GameName): (field: string, message: string) => string {
  const t = useTranslations("AdminPresets");
  const words = useOptionWords();
  const locale = useLocale();
  return (field, message) => {
    const raw = rulesetOf(game).optionSpecs.find((s) => `options.${s.name}` === field);
    if (!raw || message !== optionChoiceText(raw)) return message;
    const spec = words.spec(game, raw);
    if (spec.kind === "integer") return t("form.chooseNumber", { label: spec.label, min: spec.min, max: spec.max });
    if (spec.kind === "boolean") return t("form.chooseYesNo", { label: spec.label });
    const choices = listFormat(locale, "disjunction").format(spec.values.map((v) => v.label));
    return t("form.chooseOne", { label: spec.label, choices });
  };
}

export function PresetForm({ mode, game: initialGame, presetId, initial }: PresetFormProps) {
  const t = useTranslations("AdminPresets");
  const trpc = useTRPC();
  const router = useRouter();
  const idBase = useId().replace(/:/g, "");
  const [game, setGame] = useState<GameName>(initialGame);
  const [details, setDetails] = useState<PresetDetails>({
    title: initial?.title ?? "",
    slug: "",
    description: initial?.description ?? "",
    makeDefault: false,
    hidden: false,
  });
  const [options, setOptions] = useState<Record<string, OptionValue>>(() => ({
    ...defaultOptions(rulesetOf(initialGame).optionSpecs),
    ...(initial?.options ?? {}),
  }));
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused save: to the first field the server named (the button is at the bottom, the title and URL name at the top).
  useEffect(() => {
    if (serverError) focusFirstError(formRef.current);
  }, [serverError]);

  const check = useMemo(() => checkPresetOptions(game, options), [game, options]);
  const choiceText = useChoiceText(game);
  const conflict = useConflictWords(game);
  const server = fieldErrorsOf(serverError);
  const fields: Record<string, string> = { ...server.fields };
  // Rules that refuse each other come as a phrase; a value an option does not take, as the option's limits.
  const refused = check.ok ? null : check.phrase ? conflict(check.phrase) : null;
  if (!check.ok && check.field) fields[check.field] = refused ?? choiceText(check.field, check.message);
  const formError = !check.ok && !check.field ? (refused ?? check.message) : server.form;

  const onSaved = (message: string) => {
    router.push(`/admin/presets?game=${game}&saved=${encodeURIComponent(message)}`);
    router.refresh();
  };
  const create = useMutation(
    trpc.admin.presets.create.mutationOptions({
      onSuccess: (p) => onSaved(t("saved.created", { title: p.title })),
      onError: (e) => setServerError(e),
    }),
  );
  const edit = useMutation(
    trpc.admin.presets.edit.mutationOptions({
      onSuccess: (r) =>
        onSaved(
          t(r.newVersion ? "saved.newVersion" : "saved.sameRules", {
            title: r.preset.title,
            version: r.preset.version,
          }),
        ),
      onError: (e) => setServerError(e),
    }),
  );
  const pending = create.isPending || edit.isPending;
  // Before hydration the browser would send the form itself (a GET of this page, every field in the address).
  const hydrated = useHydrated();

  function changeGame(next: GameName) {
    setGame(next);
    setOptions(defaultOptions(rulesetOf(next).optionSpecs));
    setServerError(null);
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setServerError(null);
    if (!check.ok) return;
    if (mode === "create") {
      create.mutate({
        game,
        title: details.title,
        description: details.description,
        options: check.options,
        makeDefault: details.makeDefault,
        hidden: details.hidden,
        ...(details.slug.trim() ? { slug: details.slug.trim() } : {}),
      });
    } else if (presetId) {
      edit.mutate({ id: presetId, title: details.title, description: details.description, options: check.options });
    }
  }

  const err = (name: string) => fields[name];
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="space-y-8"
      aria-describedby={formError ? `${idBase}-form-error` : undefined}
    >
      {formError ? (
        <p
          id={`${idBase}-form-error`}
          role="alert"
          className="panel border-l-4 border-l-beni p-4 font-semibold text-beni"
          data-testid="form-error"
        >
          {formError}
        </p>
      ) : null}

      <PresetDetailsFields
        mode={mode}
        game={game}
        onGame={changeGame}
        details={details}
        set={(patch) => setDetails((d) => ({ ...d, ...patch }))}
        err={err}
        initial={initial}
        idBase={idBase}
      />
      <PresetRulesFields
        game={game}
        options={options}
        check={check}
        err={err}
        onOption={(name, v) => {
          setServerError(null);
          setOptions((o) => ({ ...o, [name]: v }));
        }}
        idBase={idBase}
      />

      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={pending || !check.ok || !hydrated}>
          {pending ? t("form.saving") : mode === "create" ? t("form.create") : t("form.save")}
        </button>
        <button type="button" className="btn btn-quiet" onClick={() => router.push(`/admin/presets?game=${game}`)}>
          {t("form.cancel")}
        </button>
      </div>
    </form>
  );
}
