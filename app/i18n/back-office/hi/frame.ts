/**
 * The back office's words in Hindi: the frame, sign-in, account and people,
 * the offline bar, conflicts and error pages (see ../words.ts). The English
 * phrase is the key, exactly as the code writes it; "{name}" is a value put in.
 */
export const frame = {
  "Back office": "बैक ऑफ़िस",
  "Back office menu": "बैक ऑफ़िस मेनू",
  Menu: "मेनू",
  "Signed in as {name}": "{name} के रूप में साइन इन",
  Logout: "लॉग आउट",
  "Backups: {warning}": "बैकअप: {warning}",
  "Open Backups": "बैकअप खोलें",
  Dashboard: "डैशबोर्ड",
  Bookings: "बुकिंग",
  Money: "पैसा",
  Content: "सामग्री",
  Reviews: "समीक्षाएँ",
  Activity: "गतिविधि",
  Trash: "ट्रैश",
  Images: "तस्वीरें",
  Settings: "सेटिंग्स",
  Account: "खाता",
} as const;
