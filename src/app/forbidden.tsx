import { getTranslations } from "next-intl/server";
import { DocumentTitle } from "./_components/layout/document-title";
import { StatusPage } from "./_components/layout/status-page";

// Rendered with status 403 when a page calls forbidden() (e.g. /admin for a player).
export default async function Forbidden() {
  const [t, site] = await Promise.all([getTranslations("Status"), getTranslations("Site")]);
  return (
    <StatusPage
      status={403}
      title={t("forbiddenTitle")}
      text={t("forbiddenText")}
      href="/play"
      link={t("backToGames")}
      testId="forbidden"
    >
      {/* the tab says it too (it kept the refused page's title, "Users · Admin") */}
      <DocumentTitle title={`${t("forbiddenTab")} · ${site("name")}`} />
    </StatusPage>
  );
}
