"use client";
// The language of the site: a choice kept in a cookie on this browser and, for a signed-in player, in their profile
// (which wins on every device). The page is then rendered again on the server in the new language.
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { LOCALES, LOCALE_COOKIE, LOCALE_NAMES, PSEUDO_LOCALE, PSEUDO_LOCALE_NAME, isLocale } from "~/lib/locales";
import { mutate } from "../../_lib/api-stream";

const ONE_YEAR = 365 * 24 * 3600;
const pseudoOffered = process.env.NODE_ENV !== "production";

export function LanguageSwitcher({ signedIn, tone = "light" }: { signedIn: boolean; tone?: "light" | "dark" }) {
  const t = useTranslations("Language");
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const id = useId();

  async function choose(next: string) {
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
    setFailed(false);
    if (signedIn && isLocale(next)) {
      setSaving(true);
      try {
        await mutate("user", "setLocale", { locale: next });
      } catch {
        setFailed(true);
      } finally {
        setSaving(false);
      }
    }
    startTransition(() => router.refresh());
  }

  const colours =
    tone === "dark"
      ? "border-paper/30 bg-ink text-paper hover:bg-paper/10"
      : "border-paper-edge bg-paper text-ink hover:bg-paper-deep";
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t("label")}
      </label>
      {/* In the header of a laptop screen the row is full: the select alone says what it is. */}
      <svg
        viewBox="0 0 20 20"
        className={`h-4 w-4 shrink-0 opacity-80 ${tone === "dark" ? "lg:hidden xl:block" : ""}`}
        aria-hidden="true"
      >
        <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M2.5 10h15M10 2.5c2.5 2.7 2.5 12.3 0 15M10 2.5c-2.5 2.7-2.5 12.3 0 15"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <select
        id={id}
        value={locale}
        disabled={pending || saving}
        onChange={(e) => void choose(e.target.value)}
        className={`min-h-11 rounded-md border px-2 text-sm font-semibold ${colours}`}
        data-testid="language-switcher"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
        {pseudoOffered ? <option value={PSEUDO_LOCALE}>{PSEUDO_LOCALE_NAME}</option> : null}
      </select>
      {failed ? (
        <p role="status" className="text-sm">
          {t("failed")}
        </p>
      ) : null}
    </div>
  );
}
