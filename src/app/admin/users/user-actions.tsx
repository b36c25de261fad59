"use client";
// Promote / demote and suspend / unsuspend one account. Suspending asks first (a dialog with an optional reason):
// it signs the user out everywhere at once and hands their seats to the stand-in.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ReasonField } from "~/app/_components/forms/reason-field";
import { ConfirmDialog } from "~/app/_components/ui/confirm-dialog";
import { FormError } from "~/app/_components/ui/form-error";
import { DialogActions } from "~/app/_components/ui/modal-dialog";
import { useMutation, useTRPC } from "~/app/_lib/trpc";
import type { AdminUserView } from "~/server/views";
import { suspendedStatus, unsuspendedStatus, type SuspendOutcome } from "./suspension-status";

export function UserActions({ user, isMe }: { user: AdminUserView; isMe: boolean }) {
  const t = useTranslations("AdminUsers");
  const trpc = useTRPC();
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // What the last suspension or lifting did, said in words (the badge alone changed silently).
  const [status, setStatus] = useState<string | null>(null);
  const done = <R,>(said: (r: R) => string | null) => ({
    onSuccess: (r: R) => {
      setMessage(null);
      setStatus(said(r));
      setConfirming(false);
      router.refresh();
    },
    onError: (e: { message: string }) => {
      setStatus(null);
      setMessage(e.message);
    },
  });
  const setRole = useMutation(trpc.admin.setRole.mutationOptions(done(() => null)));
  const suspend = useMutation(
    trpc.admin.suspend.mutationOptions(done((r: SuspendOutcome) => suspendedStatus(t, user.displayName, r))),
  );
  const unsuspend = useMutation(
    trpc.admin.unsuspend.mutationOptions(done(() => unsuspendedStatus(t, user.displayName))),
  );
  const busy = setRole.isPending || suspend.isPending || unsuspend.isPending;

  if (isMe) return <p className="text-sm text-ink-faint">{t("isYou")}</p>;
  // A bot is the site's own account, shared by every practice table of its level: nothing here applies to it.
  if (user.bot) return <p className="text-sm text-ink-faint">{t("botAccount")}</p>;
  const who = user.displayName;
  // One button for the role and one for the suspension, each offering the change from the account's state.
  const actions = [
    user.role === "ADMIN"
      ? { key: "role", word: "demote", onClick: () => setRole.mutate({ userId: user.id, role: "PLAYER" }) }
      : { key: "role", word: "makeAdmin", onClick: () => setRole.mutate({ userId: user.id, role: "ADMIN" }) },
    user.status === "SUSPENDED"
      ? { key: "suspension", word: "liftSuspension", onClick: () => unsuspend.mutate({ userId: user.id }) }
      : {
          key: "suspension",
          word: "suspend",
          danger: true,
          onClick: () => {
            setMessage(null);
            setConfirming(true);
          },
        },
  ];
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {actions.map((a) => (
          <button
            key={a.key}
            type="button"
            className={`btn btn-quiet min-h-11 ${a.danger ? "border-beni py-1.5 text-sm text-beni" : "py-1.5 text-sm"}`}
            disabled={busy}
            aria-label={t(`${a.word}Label`, { name: who })}
            onClick={a.onClick}
          >
            {t(a.word)}
          </button>
        ))}
      </div>
      <FormError message={message} />
      {/* Always in the page, so the line is announced when it fills. */}
      <p
        role="status"
        className={status ? "mt-2 max-w-prose text-sm text-ink-soft" : "sr-only"}
        data-testid="user-action-status"
      >
        {status}
      </p>
      {/* One reason field on the page at a time: the dialog's form exists only while it is open. */}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onSubmit={() => suspend.mutate({ userId: user.id, reason })}
        title={t("suspendTitle", { name: who })}
      >
        <p className="mt-2 text-ink-soft">{t("suspendBody", { name: who, email: user.email })}</p>
        <ReasonField value={reason} onChange={setReason} maxLength={500} readBy={t("readBy")} />
        <FormError message={message} />
        <DialogActions
          cancel={t("cancel")}
          onCancel={() => setConfirming(false)}
          submit={t("suspendSubmit", { name: who })}
          pendingSubmit={t("suspending")}
          pending={suspend.isPending}
        />
      </ConfirmDialog>
    </div>
  );
}
