/** The back office's words in Kannada: the frame. The same keys as ../hi/frame.ts; a missing or extra one fails tsc. */
import type { frame as hindi } from "../hi/frame";

export const frame: Record<keyof typeof hindi, string> = {
  "Back office": "ಬ್ಯಾಕ್ ಆಫೀಸ್",
  "Back office menu": "ಬ್ಯಾಕ್ ಆಫೀಸ್ ಮೆನು",
  Menu: "ಮೆನು",
  "Signed in as {name}": "{name} ಆಗಿ ಸೈನ್ ಇನ್ ಆಗಿದ್ದೀರಿ",
  Logout: "ಲಾಗ್ ಔಟ್",
  "Backups: {warning}": "ಬ್ಯಾಕಪ್‌ಗಳು: {warning}",
  "Open Backups": "ಬ್ಯಾಕಪ್‌ಗಳನ್ನು ತೆರೆಯಿರಿ",
  Dashboard: "ಡ್ಯಾಶ್‌ಬೋರ್ಡ್",
  Bookings: "ಬುಕಿಂಗ್‌ಗಳು",
  Money: "ಹಣ",
  Content: "ವಿಷಯ",
  Reviews: "ವಿಮರ್ಶೆಗಳು",
  Activity: "ಚಟುವಟಿಕೆ",
  Trash: "ಕಸದ ಬುಟ್ಟಿ",
  Images: "ಚಿತ್ರಗಳು",
  Settings: "ಸೆಟ್ಟಿಂಗ್‌ಗಳು",
  Account: "ಖಾತೆ",
};
