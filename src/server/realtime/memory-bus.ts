// The bus of a single process (the embedded database serves one process, so nobody else needs to hear it).
import type { BusEvent, BusPayload, RealtimeBus } from "./bus";
import { SubscriberSet } from "./subscriber-set";

export class MemoryBus implements RealtimeBus {
  private readonly subscribers = new SubscriberSet();

  async publish(channel: string, payload: BusPayload): Promise<void> {
    this.subscribers.deliver(channel, { kind: "message", payload: { ...payload } });
  }

  subscribe(channel: string, signal?: AbortSignal): AsyncIterable<BusEvent> {
    return this.subscribers.subscribe(channel, signal);
  }

  /** Open subscriptions (tests check that closed streams let go). */
  get subscriberCount(): number {
    return this.subscribers.size;
  }

  async close(): Promise<void> {
    this.subscribers.closeAll();
  }
}
