/**
 * The back office's words in Kannada: the frame, sign-in, account, people and
 * what every screen shares. The same keys as ../hi/frame.ts; a missing or
 * extra one fails tsc.
 */
import type { frame as hindi } from "../hi/frame";

export const frame: Record<keyof typeof hindi, string> = {
  // The frame and its menu.
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
  "Shown in {language}, your phone's language.": "ನಿಮ್ಮ ಫೋನಿನ ಭಾಷೆ {language}, ಹಾಗಾಗಿ ಅದೇ ಭಾಷೆಯಲ್ಲಿ ತೋರಿಸಲಾಗಿದೆ.",
  "Change it on Your account.": "ನಿಮ್ಮ ಖಾತೆಯಲ್ಲಿ ಬದಲಾಯಿಸಿ.",
  "{brand} back office": "{brand} ಬ್ಯಾಕ್ ಆಫೀಸ್",

  // Titles (the spec's English, in Kannada).
  "Admin Login - {brand}": "ಅಡ್ಮಿನ್ ಲಾಗಿನ್ - {brand}",
  "Admin Dashboard - {brand}": "ಅಡ್ಮಿನ್ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್ - {brand}",
  "Content Management - {brand}": "ವಿಷಯ ನಿರ್ವಹಣೆ - {brand}",
  "Image Management - {brand}": "ಚಿತ್ರ ನಿರ್ವಹಣೆ - {brand}",
  "Settings - {brand}": "ಸೆಟ್ಟಿಂಗ್‌ಗಳು - {brand}",
  "Account - {brand}": "ಖಾತೆ - {brand}",
  "Trash - {title}": "ಕಸದ ಬುಟ್ಟಿ - {title}",
  "Ready to save - {title}": "ಉಳಿಸಲು ಸಿದ್ಧ - {title}",
  "People · Back office": "ಜನರು · ಬ್ಯಾಕ್ ಆಫೀಸ್",
  "Join {brand} · Back office": "{brand} ಸೇರಿ · ಬ್ಯಾಕ್ ಆಫೀಸ್",

  // The backup warning on every screen.
  "The backup settings cannot be read: {problem}": "ಬ್ಯಾಕಪ್ ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ಓದಲು ಆಗುತ್ತಿಲ್ಲ: {problem}",
  "The last backup failed its check: {problem}": "ಕೊನೆಯ ಬ್ಯಾಕಪ್ ಪರಿಶೀಲನೆಯಲ್ಲಿ ವಿಫಲವಾಯಿತು: {problem}",
  "see Settings → Backups": "ಸೆಟ್ಟಿಂಗ್‌ಗಳು → ಬ್ಯಾಕಪ್‌ಗಳು ನೋಡಿ",
  "The last good backup is more than 36 hours old.": "ಕೊನೆಯ ಸರಿಯಾದ ಬ್ಯಾಕಪ್ 36 ಗಂಟೆಗಿಂತ ಹಳೆಯದು.",
  "No backup has been taken for 36 hours.": "36 ಗಂಟೆಗಳಿಂದ ಯಾವುದೇ ಬ್ಯಾಕಪ್ ತೆಗೆದಿಲ್ಲ.",

  // Sign-in.
  "Admin Login": "ಅಡ್ಮಿನ್ ಲಾಗಿನ್",
  Username: "ಬಳಕೆದಾರ ಹೆಸರು",
  Password: "ಪಾಸ್‌ವರ್ಡ್",
  "Remember me for 7 days": "7 ದಿನ ಸೈನ್ ಇನ್ ಆಗಿಯೇ ಇರಲಿ",
  "Sign in": "ಸೈನ್ ಇನ್",
  "Signing in…": "ಸೈನ್ ಇನ್ ಆಗುತ್ತಿದೆ…",
  "Invalid username or password": "ಬಳಕೆದಾರ ಹೆಸರು ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ",
  "Login failed. Please try again.": "ಲಾಗಿನ್ ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
  "This account has been disabled. Ask the shop's owner to let you in again.":
    "ಈ ಖಾತೆಯನ್ನು ನಿಲ್ಲಿಸಲಾಗಿದೆ. ಮತ್ತೆ ಒಳಗೆ ಬರಲು ಅಂಗಡಿಯ ಮಾಲೀಕರನ್ನು ಕೇಳಿ.",
  "Too many failed attempts. Please wait {minutes} minute and try again.":
    "ತುಂಬಾ ಸಲ ತಪ್ಪಾಗಿದೆ. {minutes} ನಿಮಿಷ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
  "Too many failed attempts. Please wait {minutes} minutes and try again.":
    "ತುಂಬಾ ಸಲ ತಪ್ಪಾಗಿದೆ. {minutes} ನಿಮಿಷ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
  "That session has already ended.": "ಆ ಸೆಷನ್ ಈಗಾಗಲೇ ಮುಗಿದಿದೆ.",
  "You were signed out, so your change has not been saved yet. It is kept here for an hour: sign in, and it is ready to save.":
    "ನೀವು ಸೈನ್ ಔಟ್ ಆಗಿದ್ದರಿಂದ ನಿಮ್ಮ ಬದಲಾವಣೆ ಇನ್ನೂ ಉಳಿದಿಲ್ಲ. ಅದನ್ನು ಒಂದು ಗಂಟೆ ಇಲ್ಲಿ ಇಡಲಾಗಿದೆ: ಸೈನ್ ಇನ್ ಮಾಡಿ, ಅದು ಉಳಿಸಲು ಸಿದ್ಧವಿರುತ್ತದೆ.",
  "You were signed out, so your last change was not saved. Sign in, then make it again.":
    "ನೀವು ಸೈನ್ ಔಟ್ ಆಗಿದ್ದರಿಂದ ನಿಮ್ಮ ಕೊನೆಯ ಬದಲಾವಣೆ ಉಳಿಯಲಿಲ್ಲ. ಸೈನ್ ಇನ್ ಮಾಡಿ, ನಂತರ ಮತ್ತೆ ಮಾಡಿ.",
  "Enter your username": "ನಿಮ್ಮ ಬಳಕೆದಾರ ಹೆಸರು ಬರೆಯಿರಿ",
  "Enter your password": "ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬರೆಯಿರಿ",
  "That password is too long": "ಆ ಪಾಸ್‌ವರ್ಡ್ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ",

  // Passwords.
  "Enter your current password": "ನಿಮ್ಮ ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್ ಬರೆಯಿರಿ",
  "That is not your current password": "ಅದು ನಿಮ್ಮ ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್ ಅಲ್ಲ",
  "Enter a new password": "ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಬರೆಯಿರಿ",
  "Use at least {count} characters": "ಕನಿಷ್ಠ {count} ಅಕ್ಷರಗಳನ್ನು ಬಳಸಿ",
  "Use at most {count} characters": "ಗರಿಷ್ಠ {count} ಅಕ್ಷರಗಳನ್ನು ಬಳಸಿ",
  "Choose a password that is not your username": "ನಿಮ್ಮ ಬಳಕೆದಾರ ಹೆಸರಲ್ಲದ ಪಾಸ್‌ವರ್ಡ್ ಆರಿಸಿ",
  "Choose a password that is not the business name": "ಅಂಗಡಿಯ ಹೆಸರಲ್ಲದ ಪಾಸ್‌ವರ್ಡ್ ಆರಿಸಿ",
  "This is one of the most common passwords. Choose another": "ಇದು ತುಂಬಾ ಸಾಮಾನ್ಯ ಪಾಸ್‌ವರ್ಡ್. ಬೇರೆಯದನ್ನು ಆರಿಸಿ",
  "Choose a password different from your current one": "ಈಗಿನದಕ್ಕಿಂತ ಬೇರೆ ಪಾಸ್‌ವರ್ಡ್ ಆರಿಸಿ",
  "Type the new password again": "ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಮತ್ತೆ ಬರೆಯಿರಿ",
  "The two new passwords are not the same": "ಎರಡು ಹೊಸ ಪಾಸ್‌ವರ್ಡ್‌ಗಳು ಒಂದೇ ಅಲ್ಲ",
  "The password was not changed.": "ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಲಿಲ್ಲ.",

  // Your account.
  "Signed in as {name}.": "{name} ಆಗಿ ಸೈನ್ ಇನ್ ಆಗಿದ್ದೀರಿ.",
  "Language of the back office": "ಬ್ಯಾಕ್ ಆಫೀಸ್‌ನ ಭಾಷೆ",
  "Every screen, message and date of the back office is shown in it. Names you typed stay as typed.":
    "ಬ್ಯಾಕ್ ಆಫೀಸ್‌ನ ಪ್ರತಿ ಪರದೆ, ಸಂದೇಶ ಮತ್ತು ದಿನಾಂಕ ಈ ಭಾಷೆಯಲ್ಲಿ ಕಾಣುತ್ತದೆ. ನೀವು ಬರೆದ ಹೆಸರುಗಳು ಹಾಗೆಯೇ ಇರುತ್ತವೆ.",
  "Same as this phone ({language})": "ಈ ಫೋನಿನಂತೆ ({language})",
  "Save language": "ಭಾಷೆ ಉಳಿಸಿ",
  "The language is saved.": "ಭಾಷೆ ಉಳಿಸಲಾಗಿದೆ.",
  "Choose a language": "ಒಂದು ಭಾಷೆ ಆರಿಸಿ",
  "Change password": "ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ",
  "Every other browser signed in as {name} is signed out when it changes.":
    "ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾದಾಗ {name} ಆಗಿ ಸೈನ್ ಇನ್ ಆಗಿರುವ ಉಳಿದ ಎಲ್ಲಾ ಬ್ರೌಸರ್‌ಗಳು ಸೈನ್ ಔಟ್ ಆಗುತ್ತವೆ.",
  "Current password": "ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್",
  "New password": "ಹೊಸ ಪಾಸ್‌ವರ್ಡ್",
  "At least {count} characters; a few words you will remember are best. Not your username, the business name or a common password.":
    "ಕನಿಷ್ಠ {count} ಅಕ್ಷರಗಳು; ನೆನಪಿರುವ ಕೆಲವು ಪದಗಳು ಉತ್ತಮ. ನಿಮ್ಮ ಬಳಕೆದಾರ ಹೆಸರು, ಅಂಗಡಿಯ ಹೆಸರು ಅಥವಾ ಸಾಮಾನ್ಯ ಪಾಸ್‌ವರ್ಡ್ ಬೇಡ.",
  "New password again": "ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಮತ್ತೆ",
  "Changing…": "ಬದಲಿಸಲಾಗುತ್ತಿದೆ…",
  "Password changed. This browser stays signed in; it was the only session.":
    "ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ. ಈ ಬ್ರೌಸರ್ ಸೈನ್ ಇನ್ ಆಗಿಯೇ ಇರುತ್ತದೆ; ಇದೊಂದೇ ಸೆಷನ್ ಇತ್ತು.",
  "Password changed. Signed out everywhere else ({count} other session); this browser stays signed in.":
    "ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ. ಉಳಿದ ಎಲ್ಲೆಡೆ ಸೈನ್ ಔಟ್ ಆಗಿದೆ ({count} ಬೇರೆ ಸೆಷನ್); ಈ ಬ್ರೌಸರ್ ಸೈನ್ ಇನ್ ಆಗಿಯೇ ಇರುತ್ತದೆ.",
  "Password changed. Signed out everywhere else ({count} other sessions); this browser stays signed in.":
    "ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ. ಉಳಿದ ಎಲ್ಲೆಡೆ ಸೈನ್ ಔಟ್ ಆಗಿದೆ ({count} ಬೇರೆ ಸೆಷನ್‌ಗಳು); ಈ ಬ್ರೌಸರ್ ಸೈನ್ ಇನ್ ಆಗಿಯೇ ಇರುತ್ತದೆ.",
  "Signed out. That browser needs the password to get back in.": "ಸೈನ್ ಔಟ್ ಆಗಿದೆ. ಆ ಬ್ರೌಸರ್ ಮತ್ತೆ ಒಳಗೆ ಬರಲು ಪಾಸ್‌ವರ್ಡ್ ಬೇಕು.",
  "There were no other sessions.": "ಬೇರೆ ಯಾವುದೇ ಸೆಷನ್ ಇರಲಿಲ್ಲ.",
  "Signed out everywhere else ({count} other session).": "ಉಳಿದ ಎಲ್ಲೆಡೆ ಸೈನ್ ಔಟ್ ಆಗಿದೆ ({count} ಬೇರೆ ಸೆಷನ್).",
  "Signed out everywhere else ({count} other sessions).": "ಉಳಿದ ಎಲ್ಲೆಡೆ ಸೈನ್ ಔಟ್ ಆಗಿದೆ ({count} ಬೇರೆ ಸೆಷನ್‌ಗಳು).",
  Sessions: "ಸೆಷನ್‌ಗಳು",
  "Where you are signed in. A browser you do not recognise, or a lost phone: sign it out, then change the password.":
    "ನೀವು ಎಲ್ಲೆಲ್ಲಿ ಸೈನ್ ಇನ್ ಆಗಿದ್ದೀರಿ. ಗೊತ್ತಿಲ್ಲದ ಬ್ರೌಸರ್ ಅಥವಾ ಕಳೆದುಹೋದ ಫೋನ್: ಅದನ್ನು ಸೈನ್ ಔಟ್ ಮಾಡಿ, ನಂತರ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ.",
  "{browser} on {system}": "{system} ನಲ್ಲಿ {browser}",
  "Unknown browser": "ಗೊತ್ತಿಲ್ಲದ ಬ್ರೌಸರ್",
  "Unknown system": "ಗೊತ್ತಿಲ್ಲದ ಸಿಸ್ಟಮ್",
  "This browser": "ಈ ಬ್ರೌಸರ್",
  "this browser": "ಈ ಬ್ರೌಸರ್",
  "Signed in": "ಸೈನ್ ಇನ್ ಆದದ್ದು",
  "Last seen": "ಕೊನೆಯ ಬಾರಿ ಕಂಡದ್ದು",
  Address: "ವಿಳಾಸ",
  Unknown: "ಗೊತ್ತಿಲ್ಲ",
  "Sign out": "ಸೈನ್ ಔಟ್",
  "Signing out…": "ಸೈನ್ ಔಟ್ ಆಗುತ್ತಿದೆ…",
  "Sign out everywhere else": "ಉಳಿದ ಎಲ್ಲೆಡೆ ಸೈನ್ ಔಟ್ ಮಾಡಿ",
  "Only this browser is signed in.": "ಈ ಬ್ರೌಸರ್ ಮಾತ್ರ ಸೈನ್ ಇನ್ ಆಗಿದೆ.",

  // People.
  People: "ಜನರು",
  Owner: "ಮಾಲೀಕ",
  Counter: "ಕೌಂಟರ್",
  "Each person signs in with their own account. An owner may do everything; the counter works bookings, handovers, returns and a booking's payments, and reads the content.":
    "ಪ್ರತಿಯೊಬ್ಬರೂ ತಮ್ಮದೇ ಖಾತೆಯಿಂದ ಸೈನ್ ಇನ್ ಮಾಡುತ್ತಾರೆ. ಮಾಲೀಕರು ಎಲ್ಲವನ್ನೂ ಮಾಡಬಹುದು; ಕೌಂಟರ್‌ನವರು ಬುಕಿಂಗ್, ವಾಹನ ಕೊಡುವುದು, ವಾಪಸ್ ಪಡೆಯುವುದು ಮತ್ತು ಬುಕಿಂಗ್‌ನ ಪಾವತಿ ನೋಡಿಕೊಳ್ಳುತ್ತಾರೆ, ವಿಷಯವನ್ನು ಓದಬಹುದು.",
  "Invite a person": "ಒಬ್ಬರನ್ನು ಆಹ್ವಾನಿಸಿ",
  "Make a link for one person. On their own phone they choose a username and a password. It works once, for {hours} hours.":
    "ಒಬ್ಬರಿಗಾಗಿ ಲಿಂಕ್ ಮಾಡಿ. ಅವರು ತಮ್ಮ ಫೋನಿನಲ್ಲೇ ಬಳಕೆದಾರ ಹೆಸರು ಮತ್ತು ಪಾಸ್‌ವರ್ಡ್ ಆರಿಸುತ್ತಾರೆ. ಇದು ಒಮ್ಮೆ ಮಾತ್ರ, {hours} ಗಂಟೆಗಳವರೆಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ.",
  "What they may do": "ಅವರು ಏನು ಮಾಡಬಹುದು",
  "Make an invitation link": "ಆಹ್ವಾನದ ಲಿಂಕ್ ಮಾಡಿ",
  Everyone: "ಎಲ್ಲರೂ",
  "{name} (you)": "{name} (ನೀವು)",
  "Disabled {date}": "ನಿಲ್ಲಿಸಿದ್ದು {date}",
  "Last signed in {date}": "ಕೊನೆಯ ಸೈನ್ ಇನ್ {date}",
  "Never signed in": "ಎಂದೂ ಸೈನ್ ಇನ್ ಆಗಿಲ್ಲ",
  "signed in on {count} browser": "{count} ಬ್ರೌಸರ್‌ನಲ್ಲಿ ಸೈನ್ ಇನ್",
  "signed in on {count} browsers": "{count} ಬ್ರೌಸರ್‌ಗಳಲ್ಲಿ ಸೈನ್ ಇನ್",
  "Role of {name}": "{name} ಅವರ ಪಾತ್ರ",
  "Change role": "ಪಾತ್ರ ಬದಲಿಸಿ",
  "of {name}": "{name} ಅವರದು",
  Enable: "ಮತ್ತೆ ಶುರು ಮಾಡಿ",
  Disable: "ನಿಲ್ಲಿಸಿ",
  "Invitations made": "ಮಾಡಿದ ಆಹ್ವಾನಗಳು",
  "None yet.": "ಇನ್ನೂ ಯಾವುದೂ ಇಲ್ಲ.",
  "{role}, made {date} by {name}": "{role}, ಮಾಡಿದ್ದು: {name}, {date}",
  "Not used yet": "ಇನ್ನೂ ಬಳಸಿಲ್ಲ",
  Used: "ಬಳಸಲಾಗಿದೆ",
  Expired: "ಅವಧಿ ಮುಗಿದಿದೆ",
  "Your own password, language and sessions": "ನಿಮ್ಮ ಸ್ವಂತ ಪಾಸ್‌ವರ್ಡ್, ಭಾಷೆ ಮತ್ತು ಸೆಷನ್‌ಗಳು",
  "An invitation link ({role})": "ಆಹ್ವಾನದ ಲಿಂಕ್ ({role})",
  "For one person: it works once, until {date}. It is shown only this once.":
    "ಒಬ್ಬರಿಗೆ ಮಾತ್ರ: ಇದು ಒಮ್ಮೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ, ಕೊನೆಯ ಸಮಯ: {date}. ಇದನ್ನು ಈ ಒಂದು ಸಲ ಮಾತ್ರ ತೋರಿಸಲಾಗುತ್ತದೆ.",
  "Invitation link": "ಆಹ್ವಾನದ ಲಿಂಕ್",
  "Copied. Send it to them in a chat, or let them scan the code.":
    "ಕಾಪಿ ಆಯಿತು. ಚಾಟ್‌ನಲ್ಲಿ ಅವರಿಗೆ ಕಳುಹಿಸಿ, ಅಥವಾ ಕೋಡ್ ಸ್ಕ್ಯಾನ್ ಮಾಡಲು ಬಿಡಿ.",
  "QR code of the invitation link": "ಆಹ್ವಾನದ ಲಿಂಕ್‌ನ QR ಕೋಡ್",
  "Let them scan this with their phone's camera.": "ಅವರ ಫೋನಿನ ಕ್ಯಾಮೆರಾದಿಂದ ಇದನ್ನು ಸ್ಕ್ಯಾನ್ ಮಾಡಲು ಬಿಡಿ.",
  "The role is changed.": "ಪಾತ್ರ ಬದಲಾಗಿದೆ.",
  "The account is disabled: it is signed out everywhere.": "ಖಾತೆಯನ್ನು ನಿಲ್ಲಿಸಲಾಗಿದೆ: ಎಲ್ಲೆಡೆ ಸೈನ್ ಔಟ್ ಆಗಿದೆ.",
  "The account can sign in again.": "ಈ ಖಾತೆ ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಬಹುದು.",
  "Choose what this person may do": "ಇವರು ಏನು ಮಾಡಬಹುದು ಎಂದು ಆರಿಸಿ",
  "The shop needs an active owner: make another person owner first":
    "ಅಂಗಡಿಗೆ ಕೆಲಸದಲ್ಲಿರುವ ಒಬ್ಬ ಮಾಲೀಕರು ಬೇಕು: ಮೊದಲು ಬೇರೊಬ್ಬರನ್ನು ಮಾಲೀಕರನ್ನಾಗಿ ಮಾಡಿ",
  "There is no such person: reload the page": "ಅಂಥ ವ್ಯಕ್ತಿ ಇಲ್ಲ: ಪುಟವನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ",
  "This invitation link is not valid. Ask the shop's owner for a new one.":
    "ಈ ಆಹ್ವಾನದ ಲಿಂಕ್ ಸರಿಯಿಲ್ಲ. ಅಂಗಡಿಯ ಮಾಲೀಕರಿಂದ ಹೊಸದನ್ನು ಕೇಳಿ.",
  "This invitation has already been used. Ask the shop's owner for a new one.":
    "ಈ ಆಹ್ವಾನವನ್ನು ಈಗಾಗಲೇ ಬಳಸಲಾಗಿದೆ. ಅಂಗಡಿಯ ಮಾಲೀಕರಿಂದ ಹೊಸದನ್ನು ಕೇಳಿ.",
  "This invitation has expired. Ask the shop's owner for a new one.": "ಈ ಆಹ್ವಾನದ ಅವಧಿ ಮುಗಿದಿದೆ. ಅಂಗಡಿಯ ಮಾಲೀಕರಿಂದ ಹೊಸದನ್ನು ಕೇಳಿ.",
  "Choose a username": "ಬಳಕೆದಾರ ಹೆಸರು ಆರಿಸಿ",
  "Use one word of letters, digits, dots, dashes or underscores (up to 40)":
    "ಅಕ್ಷರ, ಅಂಕಿ, ಚುಕ್ಕೆ, ಡ್ಯಾಶ್ ಅಥವಾ ಅಂಡರ್‌ಸ್ಕೋರ್‌ಗಳ ಒಂದೇ ಪದ ಬಳಸಿ (40 ರವರೆಗೆ)",
  "Someone already has this username: choose another": "ಈ ಬಳಕೆದಾರ ಹೆಸರು ಬೇರೆಯವರದು: ಬೇರೆಯದನ್ನು ಆರಿಸಿ",
  "Too many tries from this network. Wait a few minutes, then open the link again.":
    "ಈ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ಪ್ರಯತ್ನಗಳಾಗಿವೆ. ಕೆಲವು ನಿಮಿಷ ಕಾದು, ನಂತರ ಲಿಂಕ್ ಮತ್ತೆ ತೆರೆಯಿರಿ.",
  "Too many invitations made from this network in the last hour. Wait, then make it again.":
    "ಕಳೆದ ಒಂದು ಗಂಟೆಯಲ್ಲಿ ಈ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ಆಹ್ವಾನಗಳಾಗಿವೆ. ಸ್ವಲ್ಪ ಕಾದು, ನಂತರ ಮತ್ತೆ ಮಾಡಿ.",

  // Joining from an invitation.
  "Join the back office": "ಬ್ಯಾಕ್ ಆಫೀಸ್ ಸೇರಿ",
  "Your account {name} is ready.": "ನಿಮ್ಮ ಖಾತೆ {name} ಸಿದ್ಧವಾಗಿದೆ.",
  "You are invited as {role}. Choose your username and password.":
    "ನಿಮ್ಮನ್ನು ಆಹ್ವಾನಿಸಲಾಗಿದೆ, ಪಾತ್ರ: {role}. ನಿಮ್ಮ ಬಳಕೆದಾರ ಹೆಸರು ಮತ್ತು ಪಾಸ್‌ವರ್ಡ್ ಆರಿಸಿ.",
  "At least {count} characters; a few words you remember are good.": "ಕನಿಷ್ಠ {count} ಅಕ್ಷರಗಳು; ನೆನಪಿರುವ ಕೆಲವು ಪದಗಳು ಒಳ್ಳೆಯದು.",
  "Password again": "ಪಾಸ್‌ವರ್ಡ್ ಮತ್ತೆ",
  "Make my account": "ನನ್ನ ಖಾತೆ ಮಾಡಿ",

  // Forms, dates and dialogs every screen shares.
  Save: "ಉಳಿಸಿ",
  "Saving…": "ಉಳಿಸಲಾಗುತ್ತಿದೆ…",
  Dismiss: "ಮುಚ್ಚಿ",
  "Deleted {date}": "ಅಳಿಸಿದ್ದು {date}",
  "Goes for good {date}": "ಶಾಶ್ವತವಾಗಿ ಅಳಿಯುವುದು {date}",
  "Leave without saving?": "ಉಳಿಸದೆ ಹೋಗಬೇಕೆ?",
  "Your changes on this screen have not been saved. If you leave now, they are lost.":
    "ಈ ಪರದೆಯ ನಿಮ್ಮ ಬದಲಾವಣೆಗಳು ಉಳಿದಿಲ್ಲ. ಈಗ ಹೋದರೆ ಅವು ಕಳೆದುಹೋಗುತ್ತವೆ.",
  "Stay and keep editing": "ಇಲ್ಲೇ ಇದ್ದು ಬದಲಿಸಿ",
  "Leave without saving": "ಉಳಿಸದೆ ಹೋಗಿ",
  "This list could not be read. Add its rows again and save.": "ಈ ಪಟ್ಟಿಯನ್ನು ಓದಲು ಆಗಲಿಲ್ಲ. ಅದರ ಸಾಲುಗಳನ್ನು ಮತ್ತೆ ಸೇರಿಸಿ ಉಳಿಸಿ.",
  "There is no such action on this screen.": "ಈ ಪರದೆಯಲ್ಲಿ ಅಂಥ ಕೆಲಸ ಇಲ್ಲ.",
  "Unsaved changes": "ಉಳಿಸದ ಬದಲಾವಣೆಗಳು",
  "You have unsaved changes from {time}.": "ನಿಮ್ಮ ಉಳಿಸದ ಬದಲಾವಣೆಗಳಿವೆ, ಸಮಯ: {time}.",
  "Restore them": "ಅವುಗಳನ್ನು ಮರಳಿ ತನ್ನಿ",
  Discard: "ಬಿಟ್ಟುಬಿಡಿ",
  "This change is also waiting to be sent. Cancel it too, so that it is not saved?":
    "ಈ ಬದಲಾವಣೆ ಕಳುಹಿಸಲು ಕೂಡ ಕಾಯುತ್ತಿದೆ. ಅದು ಉಳಿಯದಂತೆ ಅದನ್ನೂ ರದ್ದು ಮಾಡಬೇಕೆ?",
  "Cancel it too": "ಅದನ್ನೂ ರದ್ದು ಮಾಡಿ",
  "No, send it": "ಬೇಡ, ಕಳುಹಿಸಿ",
  "Sign in to save": "ಉಳಿಸಲು ಸೈನ್ ಇನ್ ಮಾಡಿ",
  "You were signed out, so this has not been saved yet. Enter your password to sign in again as {name}: your changes stay on this screen and are saved as soon as you are back.":
    "ನೀವು ಸೈನ್ ಔಟ್ ಆಗಿದ್ದರಿಂದ ಇದು ಇನ್ನೂ ಉಳಿದಿಲ್ಲ. {name} ಆಗಿ ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಲು ಪಾಸ್‌ವರ್ಡ್ ಬರೆಯಿರಿ: ನಿಮ್ಮ ಬದಲಾವಣೆಗಳು ಈ ಪರದೆಯಲ್ಲೇ ಇರುತ್ತವೆ, ನೀವು ಮರಳಿದ ಕೂಡಲೇ ಉಳಿಯುತ್ತವೆ.",
  "Sign in and save": "ಸೈನ್ ಇನ್ ಮಾಡಿ ಉಳಿಸಿ",
  "Not now": "ಈಗ ಬೇಡ",

  // The offline bar.
  "Offline: changes will be sent when you are back online": "ಆಫ್‌ಲೈನ್: ಇಂಟರ್ನೆಟ್ ಬಂದಾಗ ಬದಲಾವಣೆಗಳನ್ನು ಕಳುಹಿಸಲಾಗುತ್ತದೆ",
  "Not done: “{press}” needs a connection, so nothing was changed. Press it again once you are back online.":
    "ಆಗಲಿಲ್ಲ: “{press}” ಗೆ ಇಂಟರ್ನೆಟ್ ಬೇಕು, ಹಾಗಾಗಿ ಏನೂ ಬದಲಾಗಲಿಲ್ಲ. ಇಂಟರ್ನೆಟ್ ಬಂದ ಮೇಲೆ ಮತ್ತೆ ಒತ್ತಿ.",
  "This change": "ಈ ಬದಲಾವಣೆ",
  "{count} change waiting to be sent": "{count} ಬದಲಾವಣೆ ಕಳುಹಿಸಲು ಕಾಯುತ್ತಿದೆ",
  "{count} changes waiting to be sent": "{count} ಬದಲಾವಣೆಗಳು ಕಳುಹಿಸಲು ಕಾಯುತ್ತಿವೆ",
  "{count} change sent and saved.": "{count} ಬದಲಾವಣೆ ಕಳುಹಿಸಿ ಉಳಿಸಲಾಗಿದೆ.",
  "{count} changes sent and saved.": "{count} ಬದಲಾವಣೆಗಳನ್ನು ಕಳುಹಿಸಿ ಉಳಿಸಲಾಗಿದೆ.",
  "You were signed out, so the changes waiting were not sent. Sign in again: each form offers what you typed.":
    "ನೀವು ಸೈನ್ ಔಟ್ ಆಗಿದ್ದರಿಂದ ಕಾಯುತ್ತಿದ್ದ ಬದಲಾವಣೆಗಳನ್ನು ಕಳುಹಿಸಿಲ್ಲ. ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಿ: ಪ್ರತಿ ಫಾರ್ಮ್ ನೀವು ಬರೆದದ್ದನ್ನು ಮರಳಿ ಕೊಡುತ್ತದೆ.",
  "Not saved: someone else changed “{label}” while this change waited.":
    "ಉಳಿಯಲಿಲ್ಲ: ಈ ಬದಲಾವಣೆ ಕಾಯುತ್ತಿದ್ದಾಗ ಬೇರೆಯವರು “{label}” ಬದಲಿಸಿದ್ದಾರೆ.",
  "Not saved: “{label}” has a value that needs a correction.": "ಉಳಿಯಲಿಲ್ಲ: “{label}” ನಲ್ಲಿ ಬರೆದದ್ದನ್ನು ಸರಿಪಡಿಸಬೇಕು.",
  "Show the conflict": "ವ್ಯತ್ಯಾಸ ತೋರಿಸಿ",
  "Show it": "ತೋರಿಸಿ",

  // Someone else saved first.
  "Not saved: {name} changed this {what} first": "ಉಳಿಯಲಿಲ್ಲ: ಈ {what} ಅನ್ನು {name} ಮೊದಲೇ ಬದಲಿಸಿದ್ದಾರೆ",
  "{name} saved a newer version at {time} while you were editing.":
    "ನೀವು ಬದಲಿಸುತ್ತಿದ್ದಾಗ {name} ಹೊಸ ಆವೃತ್ತಿ ಉಳಿಸಿದರು. ಸಮಯ: {time}.",
  "{name} saved a newer version while you were editing.": "ನೀವು ಬದಲಿಸುತ್ತಿದ್ದಾಗ {name} ಹೊಸ ಆವೃತ್ತಿ ಉಳಿಸಿದರು.",
  "Nothing of yours was saved and nothing of theirs was overwritten.": "ನಿಮ್ಮದೇನೂ ಉಳಿಯಲಿಲ್ಲ, ಅವರದೇನೂ ಅಳಿಸಿಹೋಗಲಿಲ್ಲ.",
  "Their values and yours": "ಅವರು ಬರೆದದ್ದು ಮತ್ತು ನೀವು ಬರೆದದ್ದು",
  Field: "ಕ್ಷೇತ್ರ",
  "Theirs (saved)": "ಅವರದು (ಉಳಿಸಿದ್ದು)",
  Yours: "ನಿಮ್ಮದು",
  Theirs: "ಅವರದು",
  "your change": "ನಿಮ್ಮ ಬದಲಾವಣೆ",
  "Your version and theirs are the same.": "ನಿಮ್ಮ ಮತ್ತು ಅವರ ಆವೃತ್ತಿ ಒಂದೇ.",
  "Apply my changes on top of theirs": "ಅವರದರ ಮೇಲೆ ನನ್ನ ಬದಲಾವಣೆಗಳನ್ನು ಹಾಕಿ",
  "Save again on top of theirs": "ಅವರದರ ಮೇಲೆ ಮತ್ತೆ ಉಳಿಸಿ",
  "Saves theirs with your changes to {fields}.": "ಅವರ ಆವೃತ್ತಿಯನ್ನು ನಿಮ್ಮ ಈ ಬದಲಾವಣೆಗಳ ಜೊತೆ ಉಳಿಸುತ್ತದೆ: {fields}.",
  "Saves the form as it is now, on top of their version.": "ಫಾರ್ಮ್ ಈಗ ಇರುವಂತೆಯೇ ಅವರ ಆವೃತ್ತಿಯ ಮೇಲೆ ಉಳಿಸುತ್ತದೆ.",

  // A change kept while signing in again.
  "Ready to save": "ಉಳಿಸಲು ಸಿದ್ಧ",
  "Nothing is waiting to be saved. A change is kept here for an hour after it was sent; this one has been saved, discarded or has run out.":
    "ಉಳಿಸಲು ಏನೂ ಕಾಯುತ್ತಿಲ್ಲ. ಕಳುಹಿಸಿದ ಬದಲಾವಣೆಯನ್ನು ಇಲ್ಲಿ ಒಂದು ಗಂಟೆ ಇಡಲಾಗುತ್ತದೆ; ಇದು ಉಳಿದಿದೆ, ಬಿಟ್ಟುಬಿಡಲಾಗಿದೆ ಅಥವಾ ಅವಧಿ ಮುಗಿದಿದೆ.",
  "Go to the back office": "ಬ್ಯಾಕ್ ಆಫೀಸ್‌ಗೆ ಹೋಗಿ",
  "Your change to {what}, sent {date}, was kept while you signed in again. It has not been saved yet.":
    "ನೀವು ಮತ್ತೆ ಸೈನ್ ಇನ್ ಆಗುವವರೆಗೆ ನಿಮ್ಮ ಬದಲಾವಣೆಯನ್ನು ಇಡಲಾಗಿತ್ತು (ಯಾವುದಕ್ಕೆ: {what}; ಕಳುಹಿಸಿದ್ದು: {date}). ಅದು ಇನ್ನೂ ಉಳಿದಿಲ್ಲ.",
  "the {noun} {name}": "{noun} {name}",
  "a new {noun}": "ಹೊಸ {noun}",
  "the settings ({section})": "ಸೆಟ್ಟಿಂಗ್‌ಗಳು ({section})",
  "a form of the back office": "ಬ್ಯಾಕ್ ಆಫೀಸ್‌ನ ಒಂದು ಫಾರ್ಮ್",
  "What you sent": "ನೀವು ಕಳುಹಿಸಿದ್ದು",
  "(empty)": "(ಖಾಲಿ)",
  "Save it": "ಇದನ್ನು ಉಳಿಸಿ",
  "Open the form": "ಫಾರ್ಮ್ ತೆರೆಯಿರಿ",
  "Discard it": "ಇದನ್ನು ಬಿಟ್ಟುಬಿಡಿ",

  // Error pages and refusals.
  "Not found": "ಸಿಗಲಿಲ್ಲ",
  "Something went wrong": "ಏನೋ ತಪ್ಪಾಗಿದೆ",
  "All content": "ಎಲ್ಲಾ ವಿಷಯ",
  "Back to the back office": "ಬ್ಯಾಕ್ ಆಫೀಸ್‌ಗೆ ಹಿಂತಿರುಗಿ",
  "The server answered {status} {statusText}.": "ಸರ್ವರ್ ಉತ್ತರ: {status} {statusText}.",
  "Something went wrong on the server: nothing was changed. Try again in a moment.":
    "ಸರ್ವರ್‌ನಲ್ಲಿ ಏನೋ ತಪ್ಪಾಗಿದೆ: ಏನೂ ಬದಲಾಗಲಿಲ್ಲ. ಸ್ವಲ್ಪ ಹೊತ್ತಿನಲ್ಲಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
  "No connection": "ಇಂಟರ್ನೆಟ್ ಇಲ್ಲ",
  Offline: "ಆಫ್‌ಲೈನ್",
  "No answer came from the server: the connection dropped. {link} to see what was saved.":
    "ಸರ್ವರ್‌ನಿಂದ ಉತ್ತರ ಬರಲಿಲ್ಲ: ಇಂಟರ್ನೆಟ್ ತುಂಡಾಯಿತು. ಏನು ಉಳಿದಿದೆ ಎಂದು ನೋಡಲು: {link}.",
  "Open the screen again": "ಪರದೆಯನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ",
  "This screen was not kept on this device, so it cannot open without a connection. It opens as soon as you are back online.":
    "ಈ ಪರದೆಯನ್ನು ಈ ಫೋನಿನಲ್ಲಿ ಇಟ್ಟಿಲ್ಲ, ಹಾಗಾಗಿ ಇಂಟರ್ನೆಟ್ ಇಲ್ಲದೆ ತೆರೆಯುವುದಿಲ್ಲ. ಇಂಟರ್ನೆಟ್ ಬಂದ ಕೂಡಲೇ ತೆರೆಯುತ್ತದೆ.",
  "Not for your account": "ನಿಮ್ಮ ಖಾತೆಗೆ ಅಲ್ಲ",
  "Your account cannot open this screen or make this change: nothing was changed. Ask the shop's owner if you need it.":
    "ನಿಮ್ಮ ಖಾತೆಯಿಂದ ಈ ಪರದೆ ತೆರೆಯಲು ಅಥವಾ ಈ ಬದಲಾವಣೆ ಮಾಡಲು ಆಗುವುದಿಲ್ಲ: ಏನೂ ಬದಲಾಗಲಿಲ್ಲ. ಬೇಕಿದ್ದರೆ ಅಂಗಡಿಯ ಮಾಲೀಕರನ್ನು ಕೇಳಿ.",
  // Screen-reader labels said whole: the visible word and the name it acts on, in the language's own order.
  "Change role of {name}": "{name} ಅವರ ಪಾತ್ರ ಬದಲಿಸಿ",
  "Enable {name}": "{name} ಅವರ ಖಾತೆ ಮತ್ತೆ ಶುರು ಮಾಡಿ",
  "Disable {name}": "{name} ಅವರ ಖಾತೆ ನಿಲ್ಲಿಸಿ",
  "Sign out this browser": "ಈ ಬ್ರೌಸರ್‌ನಿಂದ ಸೈನ್ ಔಟ್",
  "Sign out {name}": "{name} ಸಾಧನದಿಂದ ಸೈನ್ ಔಟ್",
  "Signing out… {name}": "{name} ಸಾಧನದಿಂದ ಸೈನ್ ಔಟ್ ಆಗುತ್ತಿದೆ…",
};
