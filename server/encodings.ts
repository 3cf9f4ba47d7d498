/**
 * Choosing a body's encoding from Accept-Encoding with `negotiator`, the
 * package behind Express's req.acceptsEncodings(): the client's q-values
 * first, then the order given here among those it likes equally.
 */
import Negotiator from "negotiator";
import { boundedMemo } from "./bounded-memo";

/** negotiator 1.x takes the server's order (`preferred`); @types/negotiator still describes 0.6. */
interface PreferringNegotiator {
  encodings(available: readonly string[], options: { preferred: readonly string[] }): string[];
}

/**
 * A chooser among `available`, best first (the last must be "identity"):
 * each distinct header is negotiated once (browsers send a handful, a flood
 * one), in a memo bounded so that a client sending a new header each time
 * cannot grow it.
 */
export function encodingChooser<E extends string>(available: readonly [...E[], "identity"]) {
  const choose = boundedMemo(
    (header) => {
      const negotiator = new Negotiator({ headers: { "accept-encoding": header } }) as unknown as PreferringNegotiator;
      return (negotiator.encodings(available, { preferred: available })[0] ?? "identity") as E | "identity";
    },
    { size: 100 },
  );
  return (header: string | undefined): E | "identity" => choose(header ?? "");
}
