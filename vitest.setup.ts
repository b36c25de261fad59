// Every test starts on a fresh turn of the event loop, so that a file of long synchronous tests still lets its
// worker read the runner's RPC replies between them (src/engine/core/testing/breathe.ts says why that matters).
import { beforeEach } from "vitest";
import { breathe } from "~/engine/core/testing/breathe";

beforeEach(breathe);
