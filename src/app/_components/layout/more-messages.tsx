"use client";
// A route's own messages added to those of the providers above it: next-intl's provider replaces the messages it
// inherits, so the page's data carries the layout's words once and each route only its own.
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from "next-intl";
import { useMemo, type ReactNode } from "react";

export function MoreMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const inherited = useMessages();
  const merged = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={useLocale()} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
