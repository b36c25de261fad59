import { z } from "zod";
import { LOCALES } from "~/lib/locales";

/** One of the site's languages, or null for the browser's (the request's Accept-Language). */
export const setLocaleInput = z.object({
  locale: z.enum(LOCALES, { error: `Choose one of the site's languages (${LOCALES.join(", ")}).` }).nullable(),
});
export type SetLocaleInput = z.infer<typeof setLocaleInput>;
