"use client";
// The site's language kept in the profile (every device the player signs in on, and their emails), or none: then
// each browser's own. This browser's cookie follows the choice, and the page is rendered again in it.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition, type FormEvent } from "react";
import { LOCALES, LOCALE_COOKIE, LOCALE_NAMES, isLocale, type Locale } from "~/lib/locales";
import { FormBanner } from "../_components/ui/form-error";
import { SaveRow } from "../_components/ui/save-row";
import { fieldErrorsOf } from "../_lib/field-errors";
import { useMutation, useTRPC } from "../_lib/trpc";

const ONE_YEAR = 365 * 24 * 3600;
/** The select's value for "the browser's language". */
const BROWSER = "";

export function LanguageForm({ chosen }: { chosen: Locale | null }) {
  const t = useTranslations("Profile");
  const trpc = useTRPC();
  const router = useRouter();
  const save = useMutation(trpc.user.setLocale.mutationOptions());
  const [refreshing, startTransition] = useTransition();
  const [value, setValue] = useState<string>(chosen ?? BROWSER);
  // The header's switcher may change the profile's language too: the select follows the stored choice.
  const [stored, setStored] = useState(chosen);
  if (stored !== chosen) {
    setStored(chosen);
    setValue(chosen ?? BROWSER);
  }
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setDone(null);
    setError(null);
    const locale = isLocale(value) ? value : null;
    try {
      await save.mutateAsync({ locale });
    } catch (err) {
      setError(fieldErrorsOf(err).form ?? null);
      return;
    }
    // Without a choice the cookie goes too, so that the browser's Accept-Language decides.
    document.cookie = locale
      ? `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`
      : `${LOCALE_COOKIE}=; path=/; max-age=0; samesite=lax`;
    setDone("saved");
    startTransition(() => router.refresh());
  }

  const pending = save.isPending || refreshing;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="language-form">
      <FormBanner message={error} />
      <div>
        <label htmlFor={id} className="field-label">
          {t("languageLabel")}
        </label>
        <select
          id={id}
          name="locale"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-describedby={`${id}-hint`}
          className="field-input"
          data-testid="profile-locale"
        >
          <option value={BROWSER}>{t("browserLanguage")}</option>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="field-hint">
          {t("languageHint")}
        </p>
      </div>
      <SaveRow pending={pending} label={pending ? t("saving") : t("save")} saved={done ? t("languageSaved") : null} />
    </form>
  );
}
