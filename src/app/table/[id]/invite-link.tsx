"use client";
// The link to a seated player's table (with the invite code at a private table), to copy and send to the others.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { TableView } from "~/server/views/table";

export function InviteLink({
  table: t,
  code,
  onError,
}: {
  table: TableView;
  code: string | null;
  onError: (message: string) => void;
}) {
  const tr = useTranslations("Table");
  const [copied, setCopied] = useState(false);
  const rematchOf = t.rematchOf;
  const link =
    typeof window === "undefined"
      ? ""
      : `${window.location.origin}/table/${t.id}${t.visibility === "PRIVATE" && code ? `?invite=${code}` : ""}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      onError(tr("invite.copyBlocked"));
    }
  };

  return (
    <div className="mt-5 border-t border-paper-edge pt-4">
      <label htmlFor="invite-link" className="field-label">
        {!rematchOf && t.visibility === "PRIVATE" ? tr("invite.privateLink") : tr("invite.link")}
      </label>
      <div className="flex gap-2">
        <input
          id="invite-link"
          className="field-input"
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
          data-testid="invite-link"
        />
        <button type="button" className="btn btn-quiet shrink-0" onClick={copy}>
          {copied ? tr("invite.copied") : tr("invite.copy")}
        </button>
      </div>
      <p className="field-hint" role="status">
        {copied ? tr("invite.onClipboard") : rematchOf ? tr("invite.rematchOnly") : tr("invite.send")}
      </p>
    </div>
  );
}
