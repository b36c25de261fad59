import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { listFormat } from "~/lib/list-format";
import { redirect } from "next/navigation";
import { NOTIFICATION_KINDS } from "~/server/views/notification";
import { PageHeader } from "../_components/ui/page-header";
import { getSession, serverApi } from "../_lib/server-api";
import { EmailSettings } from "./email-settings";
import { NotificationList } from "./notification-list";
import { withMessages } from "~/i18n/route-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("NotificationsPage"))("title") };
}

async function NotificationsPage() {
  if (!(await getSession())) redirect("/sign-in?callbackUrl=/notifications");
  const [t, locale] = await Promise.all([getTranslations("NotificationsPage"), getLocale()]);
  // Every kind the site stores, as one sentence: "Invitations to a table, … and news of your account."
  const kinds = listFormat(locale).format(Object.keys(NOTIFICATION_KINDS).map((k) => t(`kinds.${k}`)));
  return (
    <>
      <PageHeader title={t("title")} kicker={t("kicker")}>
        {t("intro", { kinds })}
      </PageHeader>
      <NotificationList />
      <EmailSettings initial={await (await serverApi()).email.preferences()} />
    </>
  );
}

export default withMessages("notifications/page.tsx", NotificationsPage);
