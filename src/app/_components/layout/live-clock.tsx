"use client";
// "Live": the server's clock, streamed by the system.clock subscription (server-sent events). It shows at a glance
// that the page is connected; live tables use the same channel.
import { useSubscription } from "@trpc/tanstack-react-query";
import { usePageVisible } from "~/app/_lib/use-page-visible";
import { useTRPC } from "~/app/_lib/trpc";

export function LiveClock() {
  const trpc = useTRPC();
  const visible = usePageVisible();
  const sub = useSubscription(trpc.system.clock.subscriptionOptions({ intervalMs: 1000 }, { enabled: visible }));
  const connected = sub.status === "pending";
  const time = sub.data?.now ? sub.data.now.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit" }) : "--:--:--";
  return (
    <p className="flex items-center gap-2 text-sm text-ink-faint" data-testid="live-clock" data-connected={connected ? "true" : "false"}>
      <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${connected ? "bg-matsu" : "bg-ink-faint/50"}`} />
      <span>
        {connected ? "Live" : "Connecting…"} · server time <time className="font-mono tabular-nums">{time}</time>
      </span>
    </p>
  );
}
