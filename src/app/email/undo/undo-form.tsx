"use client";
// The question of the undo page and its one button: the words come worded by the page (the server knows the address),
// so no catalog is sent for them. A refusal (the link used meanwhile, the address taken) replaces the question.
import Link from "next/link";
import type { UndoLinkInput } from "~/server/api/routers/email/undo-change.schema";
import { PageHeader } from "../../_components/ui/page-header";
import { useMutation, useTRPC } from "../../_lib/trpc";

export interface UndoWords {
  title: string;
  ask: string;
  what: string;
  ifYou: string;
  button: string;
  doneTitle: string;
  done: string;
  choosePassword: string;
  newPassword: string;
}

export function UndoForm({ link, kicker, words }: { link: UndoLinkInput; kicker: string; words: UndoWords }) {
  const trpc = useTRPC();
  const undo = useMutation(trpc.email.undoChange.mutationOptions());
  if (undo.isSuccess)
    return (
      <>
        <PageHeader title={words.doneTitle} kicker={kicker} />
        <section className="panel space-y-3 p-6 sm:p-8">
          <p role="status" data-testid="undo-answer">
            {words.done}
          </p>
          <p>{words.choosePassword}</p>
          <Link href="/forgot-password" className="btn btn-primary mt-2 w-full sm:w-auto">
            {words.newPassword}
          </Link>
        </section>
      </>
    );
  return (
    <>
      <PageHeader title={words.title} kicker={kicker} />
      <section className="panel space-y-3 p-6 sm:p-8">
        {undo.isError ? (
          <p role="alert" data-testid="undo-answer">
            {undo.error?.message}
          </p>
        ) : (
          <form
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              undo.mutate(link);
            }}
          >
            <p>{words.ask}</p>
            <p className="text-ink-soft">{words.what}</p>
            <button type="submit" className="btn btn-primary mt-2 w-full sm:w-auto" disabled={undo.isPending}>
              {words.button}
            </button>
            <p className="text-sm text-ink-soft">{words.ifYou}</p>
          </form>
        )}
      </section>
    </>
  );
}
