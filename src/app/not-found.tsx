import type { Metadata } from "next";
import Link from "next/link";

// The tab says it too (it read only "Hanafuda").
export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <p className="font-display text-6xl font-semibold text-beni">404</p>
      <h1 className="mt-3 text-3xl font-semibold">No card in this month</h1>
      <p className="mt-3 text-lg text-ink-soft">There is nothing at this address.</p>
      <Link href="/" className="btn btn-primary mt-6">
        Home
      </Link>
    </div>
  );
}
