/**
 * The deposit by UPI on a booking's page: a `upi://pay` link any UPI app
 * opens with the payee, the amount and the booking's reference filled in, and
 * the same link as a QR code drawn on the server (inline SVG: no script, no
 * image request). The payee and the amount come only from the settings and
 * the booking, never from the address.
 */
import { encodeQR } from "qr";

export function upiLink({
  upiId,
  payee,
  amount,
  reference,
}: {
  upiId: string;
  payee: string;
  amount: number;
  reference: string;
}) {
  const query = [
    ["pa", upiId],
    ["pn", payee],
    ["am", amount.toFixed(2)],
    ["cu", "INR"],
    ["tn", reference],
  ]
    // The payee's @ stays as it is: some UPI apps do not read %40.
    .map(([k, v]) => `${k}=${encodeURIComponent(v!).replace("%40", "@")}`)
    .join("&");
  return `upi://pay?${query}`;
}

/** The link as a QR code: an SVG of dark modules on a white ground, with the quiet zone around it. */
export function qrSvg(text: string): string {
  return encodeQR(text, "svg", { ecc: "medium", border: 4 }).replace(
    "<svg ",
    '<svg role="img" aria-label="QR code of the UPI payment" width="200" height="200" style="background:#fff" ',
  );
}
