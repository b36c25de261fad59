import { z } from "zod";
import { LOCALES } from "~/lib/locales";

export const setLocaleInput = z.object({
  locale: z.enum(LOCALES, { error: `Choose one of the site's languages (${LOCALES.join(", ")}).` }),
});
export type SetLocaleInput = z.infer<typeof setLocaleInput>;
