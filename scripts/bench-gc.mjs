// Loaded into the server by `npm run bench` only (node --expose-gc --import):
// SIGUSR2 runs a full garbage collection, so the server's memory is read
// after one, not at whatever point the collector has reached.
process.on("SIGUSR2", () => globalThis.gc?.());
