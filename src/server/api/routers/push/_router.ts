import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "../../trpc";
import { publicKeyHandler } from "./public-key.handler";
import { subscribeHandler } from "./subscribe.handler";
import { subscribeInput } from "./subscribe.schema";
import { unsubscribeInput } from "./unsubscribe.schema";
import { unsubscribeHandler } from "./unsubscribe.handler";

/** Web Push: the key a browser subscribes with, and the caller's browsers that receive push notifications. */
export const pushRouter = createTRPCRouter({
  // No input: anything sent is refused rather than ignored.
  publicKey: protectedProcedure.input(z.undefined()).query(publicKeyHandler),
  subscribe: protectedProcedure.input(subscribeInput).mutation(subscribeHandler),
  unsubscribe: protectedProcedure.input(unsubscribeInput).mutation(unsubscribeHandler),
});
