// The "it was not me" link of a changed address's notice: no sign-in needed (the link is signed). Opening it only
// asks (mail scanners open links); the button gives the address back. A link that does nothing says why.
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { UndoLinkInput } from "~/server/api/routers/email/undo-change.schema";
import { emailSchema } from "~/server/schemas/account.schema";
import { PageHeader } from "../../_components/ui/page-header";
import { firstParam, idParam, type SearchParams } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";
import { UndoForm } from "./undo-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("EmailPages"))("undo.metaTitle") };
}
export const dynamic = "force-dynamic";

/** The link's parts (u, a, c, t), or null when one cannot be right. */
function linkOf(params: Record<string, string | string[] | undefined>): UndoLinkInput | null {
  const userId = idParam(params.u);
  const token = idParam(params.t);
  const address = emailSchema.safeParse(firstParam(params.a) ?? "");
  const c = firstParam(params.c) ?? "";
  const changedAt = /^[1-9][0-9]{0,15}$/.test(c) ? Number(c) : NaN;
  return userId && token && address.success && Number.isSafeInteger(changedAt)
    ? { userId, address: address.data, changedAt, token }
    : null;
}

export default async function UndoEmailChangePage({ searchParams }: { searchParams: SearchParams }) {
  const link = linkOf(await searchParams);
  const t = await getTranslations("EmailPages");
  // The server words a refusal in the reader's language (its error message).
  const check = link
    ? await (await serverApi()).email.checkUndo(link).catch((e: unknown) => ({
        ok: false as const,
        message: e instanceof TRPCError ? e.message : t("undo.notValid"),
      }))
    : { ok: false as const, message: t("undo.notValid") };
  if (!check.ok || !link)
    return (
      <div className="mx-auto max-w-xl">
        <PageHeader title={t("badLink")} kicker={t("email")} />
        <section className="panel p-6 sm:p-8">
          <p role="alert" data-testid="undo-answer">
            {check.ok ? t("undo.notValid") : check.message}
          </p>
        </section>
      </div>
    );
  return (
    <div className="mx-auto max-w-xl">
      <UndoForm
        link={link}
        kicker={t("email")}
        words={{
          title: t("undo.title"),
          ask: t("undo.ask", { email: check.oldEmail, newAddress: check.newAddress }),
          what: t("undo.what"),
          ifYou: t("undo.ifYou"),
          button: t("undo.button"),
          doneTitle: t("undo.doneTitle"),
          done: t("undo.done", { email: check.oldEmail }),
          choosePassword: t("undo.choosePassword"),
          newPassword: t("undo.newPassword"),
        }}
      />
    </div>
  );
}
