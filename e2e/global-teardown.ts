import { rmSync } from "node:fs";

// The run's users and games live only in its temporary DATA_DIR: removing it cleans everything up.
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes("hanafuda-e2e-")) rmSync(dir, { recursive: true, force: true });
}
