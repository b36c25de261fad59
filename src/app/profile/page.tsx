import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { PageHeader } from "../_components/ui/page-header";
import { getSession, serverApi } from "../_lib/server-api";
import { PlayerRecord } from "../_components/player/player-record";
import { ProfileForm } from "./profile-form";

export const metadata: Metadata = { title: "Your profile" };

export default async function ProfilePage() {
  if (!(await getSession())) redirect("/sign-in?callbackUrl=/profile");
  const api = await serverApi();
  const me = await api.user.me();
  const stats = await api.user.stats({ userId: me.id });
  const since = me.memberSince.toLocaleDateString("en", { year: "numeric", month: "long", day: "numeric" });
  return (
    <>
      <PageHeader title={me.displayName} kicker="Your profile">
        <Link href={`/players/${me.id}`} className="text-base underline" data-testid="profile-public-page">
          Your page as other players see it
        </Link>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[1.3fr_1fr]">
        <section aria-labelledby="name-heading" className="panel p-6">
          <h2 id="name-heading" className="mb-4 text-xl font-semibold">
            How others see you
          </h2>
          <ProfileForm displayName={me.displayName} />
        </section>
        <section aria-labelledby="account-heading" className="panel p-6">
          <h2 id="account-heading" className="mb-4 text-xl font-semibold">
            Account
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold text-ink-faint">Email</dt>
            <dd className="break-all">{me.email}</dd>
            <dt className="font-semibold text-ink-faint">Role</dt>
            <dd>{me.role === "ADMIN" ? "Admin" : "Player"}</dd>
            <dt className="font-semibold text-ink-faint">Member since</dt>
            <dd>{since}</dd>
          </dl>
        </section>
        <section aria-labelledby="record-heading" className="panel p-6 lg:col-span-2" data-testid="player-record">
          <h2 id="record-heading" className="text-xl font-semibold">
            Your record
          </h2>
          <PlayerRecord stats={stats} />
          <p className="mt-4">
            <Link href="/replays" className="font-semibold" data-testid="profile-replays">
              Your games: replays, record exports and shuffle checks
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
