import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "../../_components/ui/page-header";
import { idParam } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";
import { requireAdminPage } from "../require-admin";
import { ColumnHeads } from "~/app/_components/ui/column-heads";

export const metadata: Metadata = { title: "Email · Admin" };

const STATUS = { sent: "Sent", failed: "Failed (tried again)", bounced: "Bounced" } as const;

export default async function AdminEmailPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  await requireAdminPage("/admin/email");
  const { cursor } = await searchParams;
  const log = await (await serverApi()).admin.mailLog({ limit: 50, cursor: idParam(cursor) });
  return (
    <>
      <PageHeader title="Email" kicker="Admin">
        Every attempt to send an email, newest first, with the mail server&apos;s answer.
        {log.mailOn ? "" : " Email is off: set SMTP_URL and restart to send."}
      </PageHeader>
      <section className="panel overflow-x-auto p-5">
        {log.deliveries.length === 0 ? (
          <p className="text-ink-soft">No email has been sent yet.</p>
        ) : (
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Email attempts</caption>
            <ColumnHeads
              className="border-b-2 border-paper-edge text-sm text-ink-faint"
              columns={[
                { label: "When", className: "py-1.5 pr-3 font-semibold" },
                { label: "To", className: "py-1.5 pr-3 font-semibold" },
                { label: "Subject", className: "py-1.5 pr-3 font-semibold" },
                { label: "Result", className: "py-1.5 pr-3 font-semibold" },
                { label: "Server's answer", className: "py-1.5 font-semibold" },
              ]}
            />
            <tbody>
              {log.deliveries.map((d) => (
                <tr key={d.id} className="border-b border-paper-edge/70 align-top">
                  <td className="py-1.5 pr-3 whitespace-nowrap">
                    {d.createdAt.toISOString().slice(0, 16).replace("T", " ")}
                  </td>
                  <td className="py-1.5 pr-3 break-all">{d.to}</td>
                  <td className="py-1.5 pr-3">{d.subject}</td>
                  <td className="py-1.5 pr-3">
                    {STATUS[d.status]}
                    {d.attempt > 1 ? ` (attempt ${d.attempt})` : ""}
                  </td>
                  <td className="py-1.5 break-all text-ink-soft">{d.response}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <nav aria-label="Pages" className="mt-6 flex gap-3">
        {cursor ? (
          <Link href="/admin/email" className="btn btn-quiet">
            Newest
          </Link>
        ) : null}
        {log.nextCursor ? (
          <Link href={`/admin/email?cursor=${log.nextCursor}`} className="btn btn-quiet" rel="next">
            Older attempts
          </Link>
        ) : null}
      </nav>
    </>
  );
}
