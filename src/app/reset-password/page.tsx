// The link of a password reset email: no sign-in needed (the link is signed). A link that no longer works says why.
import type { Metadata } from "next";
import Link from "next/link";
import { firstParam, idParam } from "../_lib/page-params";
import { serverApi } from "../_lib/server-api";
import { ResetPasswordForm } from "./reset-password-form";

export const metadata: Metadata = { title: "Choose a new password" };
export const dynamic = "force-dynamic";

const CUT_SHORT = "This link is cut short: copy the whole link from the email, or ask for a new one.";

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const userId = idParam(params.u);
  const token = idParam(params.t);
  const expires = Number(firstParam(params.e));
  const link = userId && token && Number.isSafeInteger(expires) && expires > 0 ? { userId, expires, token } : null;
  const answer = link ? await (await serverApi()).auth.checkResetLink(link) : { ok: false, message: CUT_SHORT };
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-semibold">{answer.ok ? "Choose a new password" : "This link does not work"}</h1>
      <div className="panel mt-6 p-6 sm:p-8">
        {answer.ok && link ? (
          <ResetPasswordForm link={link} intro={answer.message} />
        ) : (
          <>
            <p role="alert" data-testid="reset-link-answer">
              {answer.message}
            </p>
            <Link href="/forgot-password" className="btn btn-primary mt-4 w-full">
              Ask for a new link
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
