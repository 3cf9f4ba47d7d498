// Writes bike prices as fast as it can until killed: the crash test's victim.
import { openDatabase } from "~/db/database.server";
import { openContentStore } from "~/store.server";

const store = openContentStore(openDatabase(process.argv[2]!));
const ids = store.list("bikes").map((b) => b.id);
process.stdout.write("ready\n");
for (let i = 1; i < 1_000_000; i++) {
  const bike = store.item("bikes", ids[i % ids.length]!)!;
  const result = store.update("bikes", bike.id, { ...bike, price: 1000 + i }, bike.version, { actor: "burst" });
  if (!result.ok) throw new Error(result.message);
  // How many writes have committed, for the test to wait on.
  process.stdout.write(`${i}\n`);
}
