import type { Metadata } from "next";
import { forbidden, redirect } from "next/navigation";
import { PageHeader } from "../_components/ui/page-header";
import { getSession, serverApi } from "../_lib/server-api";

export const metadata: Metadata = { title: "Admin" };

export default async function AdminPage() {
  const session = await getSession();
  if (!session) redirect("/sign-in?callbackUrl=/admin");
  if (session.user.role !== "ADMIN") forbidden();
  const { total: count, users: newest } = await (await serverApi()).admin.users({ pageSize: 20 });
  return (
    <>
      <PageHeader title="Admin" kicker="Site administration">
        Everyone with an account on the site, newest first.
      </PageHeader>
      <section aria-labelledby="users-heading" className="panel p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="users-heading" className="text-xl font-semibold">
            Users
          </h2>
          <p className="text-ink-soft" data-testid="user-count">
            <strong className="text-2xl text-ink">{count}</strong> account{count === 1 ? "" : "s"} in all
          </p>
        </div>
        {/* Phones: one entry per user; wider screens: a table. */}
        <ul className="mt-4 divide-y divide-paper-edge/70 sm:hidden">
          {newest.map((u) => (
            <li key={u.id} className="py-3">
              <p className="font-semibold">{u.displayName}</p>
              <p className="break-all text-ink-soft">{u.email}</p>
              <p className="text-sm text-ink-faint">
                {u.role === "ADMIN" ? "Admin" : "Player"} · {u.status === "ACTIVE" ? "Active" : "Suspended"} · joined{" "}
                <time dateTime={u.createdAt.toISOString()}>{u.createdAt.toISOString().slice(0, 10)}</time>
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-4 hidden overflow-x-auto sm:block">
          <table className="w-full min-w-[36rem] border-collapse text-left">
            <caption className="sr-only">The {newest.length} newest accounts, newest first</caption>
            <thead>
              <tr className="border-b-2 border-paper-edge text-sm text-ink-faint">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Display name
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Email
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Role
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Status
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Joined
                </th>
              </tr>
            </thead>
            <tbody>
              {newest.map((u) => (
                <tr key={u.id} className="border-b border-paper-edge/70">
                  <td className="py-2 pr-4 font-semibold">{u.displayName}</td>
                  <td className="py-2 pr-4 break-all">{u.email}</td>
                  <td className="py-2 pr-4">{u.role === "ADMIN" ? "Admin" : "Player"}</td>
                  <td className="py-2 pr-4">{u.status === "ACTIVE" ? "Active" : "Suspended"}</td>
                  <td className="py-2 whitespace-nowrap">
                    <time dateTime={u.createdAt.toISOString()}>{u.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
