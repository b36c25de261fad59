"use client";
// The harness runs only in the browser (a seeded game, a clock): no server render to disagree with.
import dynamic from "next/dynamic";
import type { HarnessParams } from "./harness";

const Harness = dynamic(() => import("./harness"), { ssr: false, loading: () => <p>Dealing…</p> });

export function HarnessLoader({ params }: { params: HarnessParams }) {
  return <Harness params={params} />;
}
