/**
 * A review link as a QR code, for the customer at the counter to scan: the
 * `qr` package (no dependencies, made only here in the back office; the public
 * pages carry none of it). Rows of "1" and "0", quiet zone included, for the
 * screen to draw as an SVG.
 */
import encodeQR from "qr";

export function qrRows(text: string): string[] {
  return encodeQR(text, "raw", { ecc: "medium" }).map((row) => row.map((dark) => (dark ? "1" : "0")).join(""));
}
