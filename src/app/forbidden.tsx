import { getTranslations } from "next-intl/server";
import { StatusPage } from "./_components/layout/status-page";

// Rendered with status 403 when a page calls forbidden() (e.g. /admin for a player). The tab's title comes from the
// refused page's metadata (adminPageMetadata says "Admins only" there): a title set from here would take a client
// component, which Next.js loads on every page under this segment.
export default async function Forbidden() {
  const t = await getTranslations("Status");
  return (
    <StatusPage
      status={403}
      title={t("forbiddenTitle")}
      text={t("forbiddenText")}
      href="/play"
      link={t("backToGames")}
      testId="forbidden"
    />
  );
}
