// Preloaded into the server by bench:memory (with --expose-gc): SIGWINCH runs a full garbage collection, so the
// benchmark can read the RSS that live games hold rather than what a burst of moves left for the collector.
process.on("SIGWINCH", () => {
  globalThis.gc();
  console.log("bench: full collection done");
});
