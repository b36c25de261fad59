import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StatusPage } from "./_components/layout/status-page";

// The tab says it too (it read only "Hanafuda").
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Status"))("notFoundTab") };
}

export default async function NotFound() {
  const t = await getTranslations("Status");
  return <StatusPage status={404} title={t("notFoundTitle")} text={t("notFoundText")} href="/" link={t("home")} />;
}
