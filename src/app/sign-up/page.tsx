import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { safeCallbackPath } from "~/server/auth/callback-path";
import { getSession } from "../_lib/server-api";
import { signInPurpose } from "../_lib/sign-in-purpose";
import { SignUpForm } from "./sign-up-form";

export const metadata: Metadata = { title: "Create an account" };

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const callbackUrl = safeCallbackPath((await searchParams).callbackUrl);
  if (await getSession()) redirect(callbackUrl);
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-semibold">Create an account</h1>
      <p className="mt-2 mb-6 text-ink-soft" data-testid="sign-in-purpose">
        {signInPurpose(callbackUrl) ?? "One account for every game, table and tournament."}
      </p>
      <div className="panel p-6 sm:p-8">
        <SignUpForm callbackUrl={callbackUrl} />
      </div>
    </div>
  );
}
