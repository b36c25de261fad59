import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

// The tab says it too (it read only "Hanafuda").
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Status"))("notFoundTab") };
}

export default async function NotFound() {
  const t = await getTranslations("Status");
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <p className="font-display text-6xl font-semibold text-beni">404</p>
      <h1 className="mt-3 text-3xl font-semibold">{t("notFoundTitle")}</h1>
      <p className="mt-3 text-lg text-ink-soft">{t("notFoundText")}</p>
      <Link href="/" className="btn btn-primary mt-6">
        {t("home")}
      </Link>
    </div>
  );
}
