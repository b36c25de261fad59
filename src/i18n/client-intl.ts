// What the browser's modules import from `next-intl` (next.config.js points it here): use-intl's hooks and provider
// as they are. next-intl's own client entry wraps `useTranslations` and `useFormatter` at its top level, which keeps
// the formatter of dates, lists and relative times in every page's first load though no client component uses it.
// A server component's provider is next-intl's (its client reference names next-intl's provider module, not this).
export {
  IntlProvider as NextIntlClientProvider,
  useLocale,
  useMessages,
  useTimeZone,
  useTranslations,
} from "use-intl/react";
