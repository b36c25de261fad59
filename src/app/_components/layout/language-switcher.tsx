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

/**
 * The site's one language switcher, in the header's row at every width (never behind the Menu: a phone's visitor who
 * cannot read the page finds it at once). On a phone it is a 44 px globe with the select laid over it, invisible but
 * tapped and focused as itself (the row has no room for a language's name beside the bell and the Menu); from 640 px
 * the select shows the language's name.
 */
export function LanguageSwitcher({ signedIn }: { signedIn: boolean }) {
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

  return (
    <div className="relative">
      {/* a phone's globe takes the select's focus ring: the select over it is invisible */}
      <div className="flex items-center gap-2 max-sm:h-11 max-sm:w-11 max-sm:justify-center max-sm:rounded-md max-sm:border max-sm:border-paper/30 max-sm:has-[:focus-visible]:outline-3 max-sm:has-[:focus-visible]:outline-offset-2 max-sm:has-[:focus-visible]:outline-shu max-sm:has-[:hover]:bg-paper/10">
        <label htmlFor={id} className="sr-only">
          {t("label")}
        </label>
        <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0 opacity-80 max-sm:h-5 max-sm:w-5" aria-hidden="true">
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
          className="min-h-11 rounded-md border border-paper/30 bg-ink px-2 text-sm font-semibold text-paper hover:bg-paper/10 max-sm:absolute max-sm:inset-0 max-sm:w-11 max-sm:cursor-pointer max-sm:opacity-0"
          data-testid="language-switcher"
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
          {pseudoOffered ? <option value={PSEUDO_LOCALE}>{PSEUDO_LOCALE_NAME}</option> : null}
        </select>
      </div>
      {/* under the header's row, not in it: the row has no room for a sentence */}
      {failed ? (
        <p
          role="status"
          className="absolute top-full right-0 mt-2 w-max max-w-[16rem] rounded-md bg-ink px-3 py-2 text-sm text-paper shadow-xl"
        >
          {t("failed")}
        </p>
      ) : null}
    </div>
  );
}
