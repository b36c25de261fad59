// The translator a component gets from next-intl (useTranslations, or getTranslations on the server), for helpers
// that build a sentence from a view and take the component's translator rather than calling a hook themselves.
import type { useTranslations } from "next-intl";

export type Translator = ReturnType<typeof useTranslations>;
