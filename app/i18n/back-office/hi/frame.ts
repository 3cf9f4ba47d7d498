/**
 * The back office's words in Hindi: the frame, sign-in, joining, Your account
 * and People, the offline bar, drafts, conflicts, a kept change and error
 * pages, with the sign-in and password rules (see ../words.ts). The English
 * phrase is the key, exactly as the code writes it; "{name}" is a value put in.
 */
export const frame = {
  // The frame and its menu.
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
  Reviews: "रिव्यू",
  Activity: "गतिविधि",
  Trash: "ट्रैश",
  Images: "तस्वीरें",
  Settings: "सेटिंग्स",
  Account: "खाता",
  "Shown in {language}, your phone's language.": "आपके फ़ोन की भाषा {language} है, इसलिए यही दिखाई जा रही है।",
  "Change it on Your account.": "इसे अपने खाते में बदलें।",
  "{brand} back office": "{brand} बैक ऑफ़िस",

  // Titles (the spec's English, in Hindi).
  "Admin Login - {brand}": "एडमिन लॉगिन - {brand}",
  "Admin Dashboard - {brand}": "एडमिन डैशबोर्ड - {brand}",
  "Content Management - {brand}": "सामग्री प्रबंधन - {brand}",
  "Image Management - {brand}": "तस्वीर प्रबंधन - {brand}",
  "Settings - {brand}": "सेटिंग्स - {brand}",
  "Account - {brand}": "खाता - {brand}",
  "Trash - {title}": "ट्रैश - {title}",
  "Ready to save - {title}": "सेव के लिए तैयार - {title}",
  "People · Back office": "लोग · बैक ऑफ़िस",
  "Join {brand} · Back office": "{brand} से जुड़ें · बैक ऑफ़िस",

  // The backup warning on every screen.
  "The backup settings cannot be read: {problem}": "बैकअप की सेटिंग्स पढ़ी नहीं जा सकीं: {problem}",
  "The last backup failed its check: {problem}": "पिछला बैकअप जाँच में फ़ेल हुआ: {problem}",
  "see Settings → Backups": "सेटिंग्स → बैकअप देखें",
  "The last good backup is more than 36 hours old.": "पिछला सही बैकअप 36 घंटे से ज़्यादा पुराना है।",
  "No backup has been taken for 36 hours.": "36 घंटे से कोई बैकअप नहीं लिया गया है।",

  // Sign-in.
  "Admin Login": "एडमिन लॉगिन",
  Username: "यूज़रनेम",
  Password: "पासवर्ड",
  "Remember me for 7 days": "7 दिन तक याद रखें",
  "Sign in": "साइन इन करें",
  "Signing in…": "साइन इन हो रहा है…",
  "Invalid username or password": "यूज़रनेम या पासवर्ड गलत है",
  "Login failed. Please try again.": "लॉगिन नहीं हो सका। कृपया फिर से कोशिश करें।",
  "This account has been disabled. Ask the shop's owner to let you in again.":
    "यह खाता बंद कर दिया गया है। फिर से आने के लिए दुकान के मालिक से कहें।",
  "Too many failed attempts. Please wait {minutes} minute and try again.":
    "बहुत बार गलत कोशिश हुई। {minutes} मिनट रुकें, फिर कोशिश करें।",
  "Too many failed attempts. Please wait {minutes} minutes and try again.":
    "बहुत बार गलत कोशिश हुई। {minutes} मिनट रुकें, फिर कोशिश करें।",
  "That session has already ended.": "वह सेशन पहले ही खत्म हो चुका है।",
  "You were signed out, so your change has not been saved yet. It is kept here for an hour: sign in, and it is ready to save.":
    "आप साइन आउट हो गए थे, इसलिए आपका बदलाव अभी सेव नहीं हुआ। यह एक घंटे तक यहाँ रखा है: साइन इन करें, और यह सेव के लिए तैयार है।",
  "You were signed out, so your last change was not saved. Sign in, then make it again.":
    "आप साइन आउट हो गए थे, इसलिए आपका पिछला बदलाव सेव नहीं हुआ। साइन इन करें, फिर से बदलाव करें।",
  "Enter your username": "अपना यूज़रनेम लिखें",
  "Enter your password": "अपना पासवर्ड लिखें",
  "That password is too long": "यह पासवर्ड बहुत लंबा है",

  // Passwords.
  "Enter your current password": "अपना अभी का पासवर्ड लिखें",
  "That is not your current password": "यह आपका अभी का पासवर्ड नहीं है",
  "Enter a new password": "नया पासवर्ड लिखें",
  "Use at least {count} characters": "कम से कम {count} अक्षर रखें",
  "Use at most {count} characters": "ज़्यादा से ज़्यादा {count} अक्षर रखें",
  "Choose a password that is not your username": "ऐसा पासवर्ड चुनें जो आपका यूज़रनेम न हो",
  "Choose a password that is not the business name": "ऐसा पासवर्ड चुनें जो दुकान का नाम न हो",
  "This is one of the most common passwords. Choose another": "यह सबसे आम पासवर्ड में से एक है। कोई दूसरा चुनें",
  "Choose a password different from your current one": "अभी वाले से अलग पासवर्ड चुनें",
  "Type the new password again": "नया पासवर्ड फिर से लिखें",
  "The two new passwords are not the same": "दोनों नए पासवर्ड एक जैसे नहीं हैं",
  "The password was not changed.": "पासवर्ड नहीं बदला गया।",

  // Your account.
  "Signed in as {name}.": "{name} के रूप में साइन इन।",
  "Language of the back office": "बैक ऑफ़िस की भाषा",
  "Every screen, message and date of the back office is shown in it. Names you typed stay as typed.":
    "बैक ऑफ़िस की हर स्क्रीन, मैसेज और तारीख इसी भाषा में दिखेगी। आपके लिखे नाम वैसे ही रहेंगे।",
  "Same as this phone ({language})": "इस फ़ोन जैसी ({language})",
  "Save language": "भाषा सेव करें",
  "The language is saved.": "भाषा सेव हो गई।",
  "Choose a language": "एक भाषा चुनें",
  "Change password": "पासवर्ड बदलें",
  "Every other browser signed in as {name} is signed out when it changes.":
    "पासवर्ड बदलते ही {name} के रूप में साइन इन बाकी सभी ब्राउज़र साइन आउट हो जाते हैं।",
  "Current password": "अभी का पासवर्ड",
  "New password": "नया पासवर्ड",
  "At least {count} characters; a few words you will remember are best. Not your username, the business name or a common password.":
    "कम से कम {count} अक्षर; याद रहने वाले कुछ शब्द सबसे अच्छे हैं। आपका यूज़रनेम, दुकान का नाम या कोई आम पासवर्ड नहीं।",
  "New password again": "नया पासवर्ड फिर से",
  "Changing…": "बदल रहे हैं…",
  "Password changed. This browser stays signed in; it was the only session.":
    "पासवर्ड बदल गया। यह ब्राउज़र साइन इन रहेगा; यही अकेला सेशन था।",
  "Password changed. Signed out everywhere else ({count} other session); this browser stays signed in.":
    "पासवर्ड बदल गया। बाकी हर जगह से साइन आउट ({count} दूसरा सेशन); यह ब्राउज़र साइन इन रहेगा।",
  "Password changed. Signed out everywhere else ({count} other sessions); this browser stays signed in.":
    "पासवर्ड बदल गया। बाकी हर जगह से साइन आउट ({count} दूसरे सेशन); यह ब्राउज़र साइन इन रहेगा।",
  "Signed out. That browser needs the password to get back in.":
    "साइन आउट हो गया। उस ब्राउज़र को वापस आने के लिए पासवर्ड चाहिए।",
  "There were no other sessions.": "कोई दूसरा सेशन नहीं था।",
  "Signed out everywhere else ({count} other session).": "बाकी हर जगह से साइन आउट ({count} दूसरा सेशन)।",
  "Signed out everywhere else ({count} other sessions).": "बाकी हर जगह से साइन आउट ({count} दूसरे सेशन)।",
  Sessions: "सेशन",
  "Where you are signed in. A browser you do not recognise, or a lost phone: sign it out, then change the password.":
    "आप कहाँ-कहाँ साइन इन हैं। कोई अनजान ब्राउज़र या खोया हुआ फ़ोन: उसे साइन आउट करें, फिर पासवर्ड बदलें।",
  "{browser} on {system}": "{system} पर {browser}",
  "Unknown browser": "अनजान ब्राउज़र",
  "Unknown system": "अनजान सिस्टम",
  "This browser": "यह ब्राउज़र",
  "this browser": "यह ब्राउज़र",
  "Signed in": "साइन इन",
  "Last seen": "आखिरी बार इस्तेमाल",
  Address: "पता",
  Unknown: "मालूम नहीं",
  "Sign out": "साइन आउट करें",
  "Signing out…": "साइन आउट हो रहा है…",
  "Sign out everywhere else": "बाकी हर जगह से साइन आउट करें",
  "Only this browser is signed in.": "सिर्फ़ यही ब्राउज़र साइन इन है।",

  // People.
  People: "लोग",
  Owner: "मालिक",
  Counter: "काउंटर",
  "Each person signs in with their own account. An owner may do everything; the counter works bookings, handovers, returns and a booking's payments, and reads the content.":
    "हर व्यक्ति अपने खाते से साइन इन करता है। मालिक सब कुछ कर सकता है; काउंटर बुकिंग, गाड़ी सौंपना, वापसी और बुकिंग का भुगतान संभालता है, और सामग्री देख सकता है।",
  "Invite a person": "किसी को बुलाएँ",
  "Make a link for one person. On their own phone they choose a username and a password. It works once, for {hours} hours.":
    "एक व्यक्ति के लिए लिंक बनाएँ। वे अपने फ़ोन पर यूज़रनेम और पासवर्ड चुनेंगे। यह एक बार, {hours} घंटे तक चलता है।",
  "What they may do": "वे क्या कर सकते हैं",
  "Make an invitation link": "न्योते का लिंक बनाएँ",
  Everyone: "सभी लोग",
  "{name} (you)": "{name} (आप)",
  "Disabled {date}": "{date} को बंद किया",
  "Last signed in {date}": "आखिरी साइन इन {date}",
  "Never signed in": "कभी साइन इन नहीं किया",
  "signed in on {count} browser": "{count} ब्राउज़र पर साइन इन",
  "signed in on {count} browsers": "{count} ब्राउज़र पर साइन इन",
  "Role of {name}": "{name} की भूमिका",
  "Change role": "भूमिका बदलें",
  "of {name}": "({name})",
  Enable: "चालू करें",
  Disable: "बंद करें",
  "Invitations made": "बनाए गए न्योते",
  "None yet.": "अभी कोई नहीं।",
  "{role}, made {date} by {name}": "{role}, {date} को {name} ने बनाया",
  "Not used yet": "अभी इस्तेमाल नहीं हुआ",
  Used: "इस्तेमाल हो गया",
  Expired: "समय खत्म",
  "Your own password, language and sessions": "आपका अपना पासवर्ड, भाषा और सेशन",
  "An invitation link ({role})": "न्योते का लिंक ({role})",
  "For one person: it works once, until {date}. It is shown only this once.":
    "एक व्यक्ति के लिए: यह एक बार, {date} तक चलता है। यह सिर्फ़ इसी बार दिखाया जाएगा।",
  "Invitation link": "न्योते का लिंक",
  "Copied. Send it to them in a chat, or let them scan the code.": "कॉपी हो गया। इसे चैट में भेजें, या उन्हें कोड स्कैन करने दें।",
  "QR code of the invitation link": "न्योते के लिंक का QR कोड",
  "Let them scan this with their phone's camera.": "उन्हें अपने फ़ोन के कैमरे से इसे स्कैन करने दें।",
  "The role is changed.": "भूमिका बदल गई।",
  "The account is disabled: it is signed out everywhere.": "खाता बंद हो गया: हर जगह से साइन आउट हो गया।",
  "The account can sign in again.": "यह खाता फिर से साइन इन कर सकता है।",
  "Choose what this person may do": "चुनें कि यह व्यक्ति क्या कर सकता है",
  "The shop needs an active owner: make another person owner first":
    "दुकान को एक चालू मालिक चाहिए: पहले किसी और को मालिक बनाएँ",
  "There is no such person: reload the page": "ऐसा कोई व्यक्ति नहीं है: पेज फिर से खोलें",
  "This invitation link is not valid. Ask the shop's owner for a new one.":
    "यह न्योते का लिंक सही नहीं है। दुकान के मालिक से नया लिंक माँगें।",
  "This invitation has already been used. Ask the shop's owner for a new one.":
    "यह न्योता पहले ही इस्तेमाल हो चुका है। दुकान के मालिक से नया लिंक माँगें।",
  "This invitation has expired. Ask the shop's owner for a new one.":
    "इस न्योते का समय खत्म हो गया है। दुकान के मालिक से नया लिंक माँगें।",
  "Choose a username": "एक यूज़रनेम चुनें",
  "Use one word of letters, digits, dots, dashes or underscores (up to 40)":
    "अक्षरों, अंकों, बिंदु, डैश या अंडरस्कोर का एक शब्द रखें (40 तक)",
  "Someone already has this username: choose another": "यह यूज़रनेम किसी और का है: दूसरा चुनें",
  "Too many tries from this network. Wait a few minutes, then open the link again.":
    "इस नेटवर्क से बहुत ज़्यादा कोशिशें हुईं। कुछ मिनट रुकें, फिर लिंक दोबारा खोलें।",
  "Too many invitations made from this network in the last hour. Wait, then make it again.":
    "पिछले एक घंटे में इस नेटवर्क से बहुत ज़्यादा न्योते बने। थोड़ा रुकें, फिर बनाएँ।",

  // Joining from an invitation.
  "Join the back office": "बैक ऑफ़िस से जुड़ें",
  "Your account {name} is ready.": "आपका खाता {name} तैयार है।",
  "You are invited as {role}. Choose your username and password.":
    "आपको {role} के रूप में बुलाया गया है। अपना यूज़रनेम और पासवर्ड चुनें।",
  "At least {count} characters; a few words you remember are good.": "कम से कम {count} अक्षर; याद रहने वाले कुछ शब्द अच्छे हैं।",
  "Password again": "पासवर्ड फिर से",
  "Make my account": "मेरा खाता बनाएँ",

  // Forms, dates and dialogs every screen shares.
  Save: "सेव करें",
  "Saving…": "सेव हो रहा है…",
  Dismiss: "बंद करें",
  "Deleted {date}": "{date} को हटाया",
  "Goes for good {date}": "{date} को हमेशा के लिए जाएगा",
  "Leave without saving?": "बिना सेव किए जाएँ?",
  "Your changes on this screen have not been saved. If you leave now, they are lost.":
    "इस स्क्रीन के आपके बदलाव सेव नहीं हुए हैं। अभी गए तो वे खो जाएँगे।",
  "Stay and keep editing": "रुकें, बदलाव जारी रखें",
  "Leave without saving": "बिना सेव किए जाएँ",
  "This list could not be read. Add its rows again and save.": "यह सूची पढ़ी नहीं जा सकी। इसकी पंक्तियाँ फिर से जोड़ें और सेव करें।",
  "There is no such action on this screen.": "इस स्क्रीन पर ऐसा कोई काम नहीं है।",
  "Unsaved changes": "सेव न हुए बदलाव",
  "You have unsaved changes from {time}.": "{time} के आपके बदलाव सेव नहीं हुए हैं।",
  "Restore them": "उन्हें वापस लाएँ",
  Discard: "छोड़ दें",
  "This change is also waiting to be sent. Cancel it too, so that it is not saved?":
    "यह बदलाव भेजे जाने के लिए भी रुका है। इसे भी रद्द करें, ताकि यह सेव न हो?",
  "Cancel it too": "इसे भी रद्द करें",
  "No, send it": "नहीं, भेज दें",
  "Sign in to save": "सेव करने के लिए साइन इन करें",
  "You were signed out, so this has not been saved yet. Enter your password to sign in again as {name}: your changes stay on this screen and are saved as soon as you are back.":
    "आप साइन आउट हो गए थे, इसलिए यह अभी सेव नहीं हुआ। {name} के रूप में फिर साइन इन करने के लिए पासवर्ड लिखें: आपके बदलाव इसी स्क्रीन पर रहेंगे और लौटते ही सेव हो जाएँगे।",
  "Sign in and save": "साइन इन करें और सेव करें",
  "Not now": "अभी नहीं",

  // The offline bar.
  "Offline: changes will be sent when you are back online": "ऑफ़लाइन: इंटरनेट वापस आने पर बदलाव भेजे जाएँगे",
  "Not done: “{press}” needs a connection, so nothing was changed. Press it again once you are back online.":
    "नहीं हुआ: “{press}” के लिए इंटरनेट चाहिए, इसलिए कुछ नहीं बदला। इंटरनेट आने पर फिर दबाएँ।",
  "This change": "यह बदलाव",
  "{count} change waiting to be sent": "{count} बदलाव भेजे जाने के लिए रुका है",
  "{count} changes waiting to be sent": "{count} बदलाव भेजे जाने के लिए रुके हैं",
  "{count} change sent and saved.": "{count} बदलाव भेजा गया और सेव हुआ।",
  "{count} changes sent and saved.": "{count} बदलाव भेजे गए और सेव हुए।",
  "You were signed out, so the changes waiting were not sent. Sign in again: each form offers what you typed.":
    "आप साइन आउट हो गए थे, इसलिए रुके हुए बदलाव नहीं भेजे गए। फिर साइन इन करें: हर फ़ॉर्म में आपका लिखा मिलेगा।",
  "Not saved: someone else changed “{label}” while this change waited.":
    "सेव नहीं हुआ: यह बदलाव रुका था, तभी किसी और ने “{label}” बदल दिया।",
  "Not saved: “{label}” has a value that needs a correction.": "सेव नहीं हुआ: “{label}” में कुछ ठीक करना है।",
  "Show the conflict": "टकराव दिखाएँ",
  "Show it": "दिखाएँ",

  // Someone else saved first.
  "Not saved: {name} changed this {what} first": "सेव नहीं हुआ: {name} ने इस {what} को पहले बदल दिया",
  "{name} saved a newer version at {time} while you were editing.":
    "आप बदलाव कर रहे थे, तभी {name} ने {time} पर नया वर्ज़न सेव किया।",
  "{name} saved a newer version while you were editing.": "आप बदलाव कर रहे थे, तभी {name} ने नया वर्ज़न सेव किया।",
  "Nothing of yours was saved and nothing of theirs was overwritten.": "आपका कुछ भी सेव नहीं हुआ और उनका कुछ भी नहीं मिटा।",
  "Their values and yours": "उनका और आपका लिखा",
  Field: "फ़ील्ड",
  "Theirs (saved)": "उनका (सेव हुआ)",
  Yours: "आपका",
  Theirs: "उनका",
  "your change": "आपका बदलाव",
  "Your version and theirs are the same.": "आपका और उनका वर्ज़न एक जैसा है।",
  "Apply my changes on top of theirs": "उनके ऊपर मेरे बदलाव लगाएँ",
  "Save again on top of theirs": "उनके ऊपर फिर से सेव करें",
  "Saves theirs with your changes to {fields}.": "उनका वर्ज़न, {fields} में आपके बदलावों के साथ सेव होगा।",
  "Saves the form as it is now, on top of their version.": "फ़ॉर्म जैसा अभी है, उनके वर्ज़न के ऊपर सेव होगा।",

  // A change kept while signing in again.
  "Ready to save": "सेव के लिए तैयार",
  "Nothing is waiting to be saved. A change is kept here for an hour after it was sent; this one has been saved, discarded or has run out.":
    "सेव के लिए कुछ नहीं रुका है। भेजा गया बदलाव यहाँ एक घंटे तक रहता है; यह सेव हो गया, छोड़ दिया गया या उसका समय खत्म हो गया।",
  "Go to the back office": "बैक ऑफ़िस पर जाएँ",
  "Your change to {what}, sent {date}, was kept while you signed in again. It has not been saved yet.":
    "{what} में आपका बदलाव, जो {date} को भेजा गया था, आपके फिर साइन इन करने तक रखा गया। यह अभी सेव नहीं हुआ है।",
  "the {noun} {name}": "{noun} {name}",
  "a new {noun}": "नई एंट्री ({noun})",
  "the settings ({section})": "सेटिंग्स ({section})",
  "a form of the back office": "बैक ऑफ़िस का एक फ़ॉर्म",
  "What you sent": "आपने क्या भेजा",
  "(empty)": "(खाली)",
  "Save it": "इसे सेव करें",
  "Open the form": "फ़ॉर्म खोलें",
  "Discard it": "इसे छोड़ दें",

  // Error pages and refusals.
  "Not found": "नहीं मिला",
  "Something went wrong": "कुछ गड़बड़ हो गई",
  "All content": "सारी सामग्री",
  "Back to the back office": "बैक ऑफ़िस पर वापस",
  "The server answered {status} {statusText}.": "सर्वर का जवाब: {status} {statusText}।",
  "Something went wrong on the server: nothing was changed. Try again in a moment.":
    "सर्वर पर कुछ गड़बड़ हुई: कुछ नहीं बदला। थोड़ी देर में फिर कोशिश करें।",
  "No connection": "इंटरनेट नहीं है",
  Offline: "ऑफ़लाइन",
  "No answer came from the server: the connection dropped. {link} to see what was saved.":
    "सर्वर से जवाब नहीं आया: इंटरनेट टूट गया। क्या सेव हुआ, यह देखने के लिए {link}।",
  "Open the screen again": "स्क्रीन फिर से खोलें",
  "This screen was not kept on this device, so it cannot open without a connection. It opens as soon as you are back online.":
    "यह स्क्रीन इस फ़ोन पर रखी नहीं गई, इसलिए बिना इंटरनेट नहीं खुलेगी। इंटरनेट आते ही खुल जाएगी।",
  "Not for your account": "आपके खाते के लिए नहीं",
  "Your account cannot open this screen or make this change: nothing was changed. Ask the shop's owner if you need it.":
    "आपका खाता यह स्क्रीन नहीं खोल सकता और यह बदलाव नहीं कर सकता: कुछ नहीं बदला। ज़रूरत हो तो दुकान के मालिक से कहें।",
  // Screen-reader labels said whole: the visible word and the name it acts on, in the language's own order.
  "Change role of {name}": "{name} की भूमिका बदलें",
  "Enable {name}": "{name} को चालू करें",
  "Disable {name}": "{name} को बंद करें",
  "Sign out this browser": "इस ब्राउज़र से साइन आउट करें",
  "Sign out {name}": "{name} से साइन आउट करें",
  "Signing out… {name}": "{name} से साइन आउट हो रहा है…",
} as const;
