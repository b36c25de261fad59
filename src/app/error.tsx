"use client";

import { useTranslations } from "next-intl";

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("Status");
  return (
    <div className="mx-auto max-w-xl py-10 text-center" role="alert">
      <h1 className="text-3xl font-semibold">{t("errorTitle")}</h1>
      <p className="mt-3 text-lg text-ink-soft">{t("errorText")}</p>
      <button type="button" onClick={reset} className="btn btn-primary mt-6">
        {t("tryAgain")}
      </button>
    </div>
  );
}
