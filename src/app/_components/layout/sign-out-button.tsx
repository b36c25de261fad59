"use client";
// The header's Sign out. The sign-out requests load when pressed: a page that is only read does without them.
import { useRouter } from "next/navigation";
import { useState } from "react";

export function SignOutButton({ label, pending }: { label: string; pending: string }) {
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);

  async function onSignOut() {
    setSigningOut(true);
    try {
      const { signOut } = await import("../../_lib/sign-out");
      await signOut();
      router.push("/");
      router.refresh();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <button
      type="button"
      onClick={onSignOut}
      disabled={signingOut}
      className="min-h-11 shrink-0 rounded-md border border-paper/30 px-3 text-sm font-semibold whitespace-nowrap text-paper hover:bg-paper/10 disabled:opacity-60"
    >
      {signingOut ? pending : label}
    </button>
  );
}
