/** Resolves once `url` answers 2xx; gives up after about `seconds` (20 unless told). */
export async function waitFor(url, seconds = 20) {
  for (let i = 0; i < seconds * 5; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}
