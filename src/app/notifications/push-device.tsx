"use client";
// Push on this device: asks the browser's permission, subscribes with the site's key and gives the server the
// subscription (push.subscribe); turning it off unsubscribes here and there. The service worker (public/sw.js) shows
// what arrives.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { FormError } from "../_components/ui/form-error";
import { useMutation, useQueryClient, useTRPC } from "../_lib/trpc";
import { fieldErrorsOf } from "../_lib/field-errors";
import { fetchQuery } from "../_lib/fetch-query";

type State = "checking" | "unsupported" | "denied" | "off" | "on";

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/** What this browser can do and has done (read after hydration: the server cannot know). */
async function probe(): Promise<State> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return "unsupported";
  if (Notification.permission === "denied") return "denied";
  return (await currentSubscription()) ? "on" : "off";
}

export function PushDevice({ devices }: { devices: number }) {
  const t = useTranslations("NotificationsPage");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const subscribe = useMutation(trpc.push.subscribe.mutationOptions());
  const unsubscribe = useMutation(trpc.push.unsubscribe.mutationOptions());
  const [state, setState] = useState<State>("checking");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void probe().then(setState);
  }, []);

  async function turnOn() {
    setBusy(true);
    setError(null);
    try {
      if ((await Notification.requestPermission()) !== "granted") return setState("denied");
      const { publicKey } = await fetchQuery(queryClient, trpc.push.publicKey.queryOptions());
      const registration = await navigator.serviceWorker.ready;
      const s =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
      const json = s.toJSON();
      await subscribe.mutateAsync({
        endpoint: s.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
      });
      setState("on");
    } catch (err) {
      setError(fieldErrorsOf(err).form ?? t("push.couldNotTurnOn"));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setError(null);
    try {
      const s = await currentSubscription();
      if (s) {
        await unsubscribe.mutateAsync({ endpoint: s.endpoint });
        await s.unsubscribe();
      }
      setState("off");
    } catch (err) {
      setError(fieldErrorsOf(err).form ?? t("push.couldNotTurnOff"));
    } finally {
      setBusy(false);
    }
  }

  const others = state === "on" ? devices - 1 : devices;
  return (
    <div className="mt-4">
      <p className="font-semibold">{t("push.title")}</p>
      {state === "unsupported" ? (
        <p className="mt-1 text-ink-soft">{t("push.unsupported")}</p>
      ) : state === "denied" ? (
        <p className="mt-1 text-ink-soft">{t("push.denied")}</p>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={state === "on" ? "btn btn-quiet" : "btn btn-primary"}
            disabled={busy || state === "checking"}
            onClick={state === "on" ? turnOff : turnOn}
          >
            {t("push.toggle", { on: String(state === "on") })}
          </button>
          <p role="status" className="text-ink-soft">
            {state === "on" ? t("push.on") : null}
          </p>
        </div>
      )}
      {others > 0 ? <p className="mt-1 text-ink-soft">{t("push.others", { count: others })}</p> : null}
      <FormError message={error} />
    </div>
  );
}
