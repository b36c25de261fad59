import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { notificationsIntro } from "~/server/views/notification";
import { PageHeader } from "../_components/ui/page-header";
import { getSession, serverApi } from "../_lib/server-api";
import { EmailSettings } from "./email-settings";
import { NotificationList } from "./notification-list";

export const metadata: Metadata = { title: "Notifications" };

export default async function NotificationsPage() {
  if (!(await getSession())) redirect("/sign-in?callbackUrl=/notifications");
  return (
    <>
      <PageHeader title="Notifications" kicker="Your tables">
        {notificationsIntro()}
      </PageHeader>
      <NotificationList />
      <EmailSettings initial={await (await serverApi()).email.preferences()} />
    </>
  );
}
