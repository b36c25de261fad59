"use client";
// Create or edit a preset: title, URL name, description and every house rule of the game rendered from the engine's
// option descriptions (dependent options appear when they apply). The engine checks the rules as you type (the same
// check the server makes), and its messages stand beside the fields they concern.
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { defaultOptions, type OptionValue } from "~/engine/core/options";
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { focusFirstError } from "~/app/_lib/focus-first-error";
import { fieldErrorsOf, useTRPC, type ApiError } from "~/app/_lib/trpc";
import { checkPresetOptions, optionInForce, playerCountsText } from "~/lib/house-rules/engine-check";
import { OptionField } from "./option-field";
import { plural } from "~/engine/core/plural";

export interface PresetFormProps {
  mode: "create" | "edit";
  game: GameName;
  presetId?: string;
  initial?: { title: string; description: string; slug: string; options: Record<string, OptionValue>; version: number };
}

function rulesetOf(game: GameName) {
  return getRuleset(game)!;
}

export function PresetForm({ mode, game: initialGame, presetId, initial }: PresetFormProps) {
  const trpc = useTRPC();
  const router = useRouter();
  const idBase = useId().replace(/:/g, "");
  const [game, setGame] = useState<GameName>(initialGame);
  const [title, setTitle] = useState(initial?.title ?? "");
  const [slug, setSlug] = useState("");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [options, setOptions] = useState<Record<string, OptionValue>>(() => ({
    ...defaultOptions(rulesetOf(initialGame).optionSpecs),
    ...(initial?.options ?? {}),
  }));
  const [makeDefault, setMakeDefault] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused save: to the first field the server named (the button is at the bottom, the title and URL name at the top).
  useEffect(() => {
    if (serverError) focusFirstError(formRef.current);
  }, [serverError]);

  const ruleset = rulesetOf(game);
  const check = useMemo(() => checkPresetOptions(game, options), [game, options]);
  const server = fieldErrorsOf(serverError);
  const fields: Record<string, string> = { ...server.fields };
  if (!check.ok && check.field) fields[check.field] = check.message;
  const formError = !check.ok && !check.field ? check.message : server.form;
  const changedCount = ruleset.optionSpecs.filter(
    (s) => optionInForce(s, options) && options[s.name] !== s.default,
  ).length;

  const onSaved = (message: string) => {
    router.push(`/admin/presets?game=${game}&saved=${encodeURIComponent(message)}`);
    router.refresh();
  };
  const create = useMutation(
    trpc.admin.presets.create.mutationOptions({
      onSuccess: (p) => onSaved(`Created "${p.title}" (version 1).`),
      onError: (e) => setServerError(e),
    }),
  );
  const edit = useMutation(
    trpc.admin.presets.edit.mutationOptions({
      onSuccess: (r) =>
        onSaved(
          r.newVersion
            ? `Saved "${r.preset.title}" as version ${r.preset.version}. Tables created before keep their version.`
            : `Saved "${r.preset.title}": the rules did not change, still version ${r.preset.version}.`,
        ),
      onError: (e) => setServerError(e),
    }),
  );
  const pending = create.isPending || edit.isPending;

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
        title,
        description,
        options: check.options,
        makeDefault,
        hidden,
        ...(slug.trim() ? { slug: slug.trim() } : {}),
      });
    } else if (presetId) {
      edit.mutate({ id: presetId, title, description, options: check.options });
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

      <fieldset className="panel min-w-0 space-y-5 p-5">
        <legend className="px-1 text-lg font-semibold">The preset</legend>
        {mode === "create" ? (
          <div>
            <label htmlFor={`${idBase}-game`} className="field-label">
              Game
            </label>
            <select
              id={`${idBase}-game`}
              name="game"
              className="field-input max-w-sm"
              value={game}
              onChange={(e) => changeGame(e.target.value as GameName)}
            >
              {GAME_NAMES.map((g) => (
                <option key={g} value={g}>
                  {getRuleset(g)?.title ?? g}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p>
            <span className="field-label inline">Game:</span> {ruleset.title} ·{" "}
            <span className="text-ink-soft">
              editing version {initial?.version}; saving new rules makes version {(initial?.version ?? 0) + 1}
            </span>
          </p>
        )}
        <div>
          <label htmlFor={`${idBase}-title`} className="field-label">
            Title
          </label>
          <input
            id={`${idBase}-title`}
            name="title"
            className="field-input"
            value={title}
            maxLength={80}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={err("title") ? true : undefined}
            aria-describedby={err("title") ? `${idBase}-title-error` : undefined}
          />
          {err("title") ? (
            <p id={`${idBase}-title-error`} className="field-error" data-testid="title-error">
              {err("title")}
            </p>
          ) : null}
        </div>
        {mode === "create" ? (
          <div>
            <label htmlFor={`${idBase}-slug`} className="field-label">
              URL name <span className="font-normal text-ink-faint">(optional)</span>
            </label>
            <input
              id={`${idBase}-slug`}
              name="slug"
              className="field-input max-w-sm"
              value={slug}
              maxLength={48}
              placeholder="made from the title"
              onChange={(e) => setSlug(e.target.value)}
              aria-invalid={err("slug") ? true : undefined}
              aria-describedby={`${idBase}-slug-hint${err("slug") ? ` ${idBase}-slug-error` : ""}`}
            />
            {err("slug") ? (
              <p id={`${idBase}-slug-error`} className="field-error" data-testid="slug-error">
                {err("slug")}
              </p>
            ) : null}
            <p id={`${idBase}-slug-hint`} className="field-hint">
              Used in links such as /rules/{game}?preset=club-night: lower-case letters, digits and hyphens.
            </p>
          </div>
        ) : (
          <p className="text-ink-soft">
            URL name: <code>{initial?.slug}</code>
          </p>
        )}
        <div>
          <label htmlFor={`${idBase}-description`} className="field-label">
            Description <span className="font-normal text-ink-faint">(optional, shown to players)</span>
          </label>
          <textarea
            id={`${idBase}-description`}
            name="description"
            className="field-input min-h-24"
            value={description}
            maxLength={1000}
            onChange={(e) => setDescription(e.target.value)}
            aria-invalid={err("description") ? true : undefined}
          />
          {err("description") ? <p className="field-error">{err("description")}</p> : null}
        </div>
        {mode === "create" ? (
          <div className="flex flex-col gap-2">
            <label className="flex items-center gap-2.5">
              <input
                type="checkbox"
                className="h-5 w-5 accent-beni"
                checked={makeDefault}
                onChange={(e) => setMakeDefault(e.target.checked)}
              />
              <span>Make it the default for {ruleset.title}</span>
            </label>
            <label className="flex items-center gap-2.5">
              <input
                type="checkbox"
                className="h-5 w-5 accent-beni"
                checked={hidden}
                onChange={(e) => setHidden(e.target.checked)}
              />
              <span>Hidden for now (not offered to players)</span>
            </label>
            {err("hidden") ? <p className="field-error">{err("hidden")}</p> : null}
          </div>
        ) : null}
      </fieldset>

      <fieldset className="panel min-w-0 p-5">
        <legend className="px-1 text-lg font-semibold">House rules of {ruleset.title}</legend>
        <p className="mb-3 text-ink-soft" data-testid="rules-status">
          {changedCount === 0
            ? "All rules at their defaults."
            : `${plural(changedCount, "rule")} changed from the defaults.`}{" "}
          {check.ok ? `Playable with ${playerCountsText(check.playerCounts)}.` : ""}
        </p>
        {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a long choice in a list made it wider than a phone */}
        <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
          {ruleset.optionSpecs
            .filter((s) => optionInForce(s, options))
            .map((spec) => (
              <OptionField
                key={spec.name}
                spec={spec}
                value={options[spec.name] ?? spec.default}
                idBase={`${idBase}-opt`}
                error={err(`options.${spec.name}`)}
                onChange={(v) => {
                  setServerError(null);
                  setOptions((o) => ({ ...o, [spec.name]: v }));
                }}
              />
            ))}
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={pending || !check.ok}>
          {pending ? "Saving…" : mode === "create" ? "Create preset" : "Save"}
        </button>
        <button type="button" className="btn btn-quiet" onClick={() => router.push(`/admin/presets?game=${game}`)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
