import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDateTime } from "../_lib/get-date-time";
import { redirect } from "next/navigation";
import { PageHeader } from "../_components/ui/page-header";
import { getSession, serverApi } from "../_lib/server-api";
import { PlayerRecord } from "../_components/player/player-record";
import { EmailForm } from "./email-form";
import { LanguageForm } from "./language-form";
import { LostCharacterNote } from "./lost-character-note";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";
import { withMessages } from "~/i18n/route-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Profile"))("title") };
}

async function ProfilePage() {
  if (!(await getSession())) redirect("/sign-in?callbackUrl=/profile");
  const api = await serverApi();
  const me = await api.user.me();
  const [stats, locale] = await Promise.all([api.user.stats({ userId: me.id }), api.user.locale()]);
  const [t, dateTime] = await Promise.all([getTranslations("Profile"), getDateTime()]);
  const since = dateTime(me.memberSince, { year: "numeric", month: "long", day: "numeric" });
  return (
    <>
      <PageHeader title={me.displayName} kicker={t("title")}>
        <Link href={`/players/${me.id}`} className="text-base underline" data-testid="profile-public-page">
          {t("publicPage")}
        </Link>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[1.3fr_1fr]">
        {/* two columns that stack their panels, so a short panel leaves no gap beside a tall one */}
        <div className="flex flex-col gap-6">
          <section aria-labelledby="name-heading" className="panel p-6">
            <h2 id="name-heading" className="mb-4 text-xl font-semibold">
              {t("howOthersSeeYou")}
            </h2>
            <LostCharacterNote name={me.displayName} />
            <ProfileForm displayName={me.displayName} />
          </section>
          <section aria-labelledby="password-heading" className="panel p-6">
            <h2 id="password-heading" className="mb-4 text-xl font-semibold">
              {t("passwordHeading")}
            </h2>
            <PasswordForm email={me.email} />
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="account-heading" className="panel p-6">
            <h2 id="account-heading" className="mb-4 text-xl font-semibold">
              {t("account")}
            </h2>
            {/* On a phone each label stands over its value: beside it, the label column left an address a third
                of the line. */}
            <dl className="grid gap-y-0.5 sm:grid-cols-[auto_1fr] sm:gap-x-4 sm:gap-y-2">
              <dt className="font-semibold text-ink-faint">{t("email")}</dt>
              <dd className="mb-2 break-all sm:mb-0">{me.email}</dd>
              <dt className="font-semibold text-ink-faint">{t("role")}</dt>
              <dd className="mb-2 sm:mb-0">{t("roleName", { role: me.role })}</dd>
              <dt className="font-semibold text-ink-faint">{t("memberSince")}</dt>
              <dd>{since}</dd>
            </dl>
            <h3 id="email-heading" className="mt-6 mb-3 border-t border-paper-edge pt-5 text-lg font-semibold">
              {t("changeEmailHeading")}
            </h3>
            <EmailForm />
          </section>
          <section aria-labelledby="language-heading" className="panel p-6">
            <h2 id="language-heading" className="mb-4 text-xl font-semibold">
              {t("languageHeading")}
            </h2>
            <LanguageForm chosen={locale} />
          </section>
        </div>
        <section aria-labelledby="record-heading" className="panel p-6 lg:col-span-2" data-testid="player-record">
          <h2 id="record-heading" className="text-xl font-semibold">
            {t("record")}
          </h2>
          <PlayerRecord stats={stats} />
          <p className="mt-4">
            <Link href="/replays" className="font-semibold" data-testid="profile-replays">
              {t("yourGames")}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}

export default withMessages("profile/page.tsx", ProfilePage);
