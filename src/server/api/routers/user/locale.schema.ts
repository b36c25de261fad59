import { z } from "zod";
import { choicesInEnglish } from "~/i18n/input-error-match";
import { LOCALE_NAMES, LOCALES } from "~/lib/locales";

/** One of the site's languages, or null for the browser's (the request's Accept-Language). */
export const setLocaleInput = z.object({
  locale: z
    .enum(LOCALES, {
      error: `Choose one of the site's languages: ${choicesInEnglish(LOCALES.map((l) => LOCALE_NAMES[l]))}.`,
    })
    .nullable(),
});
export type SetLocaleInput = z.infer<typeof setLocaleInput>;
