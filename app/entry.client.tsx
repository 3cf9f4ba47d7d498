import { startTransition, StrictMode, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepTypedText } from "./keep-typed-text";
import { loadPhrases } from "./i18n/back-office/load";
import { booksOf } from "./i18n/back-office/screens";
import { asLang } from "./i18n/languages";

const started = keepTypedText();

/** The first render is on screen: the page's fields are React's from now on. */
function Started() {
  useLayoutEffect(started, []);
  return null;
}

// The back office in Hindi or Kannada loads its screen's phrase books first (the ones the server wrote it with), so
// the first render matches the server's. Should one not load (a connection lost at that moment), the page still
// starts, its phrases in English, rather than never.
void loadPhrases(asLang(document.documentElement.lang), booksOf(location.pathname))
  .catch((error: unknown) => console.error("The back office's phrase books could not load:", error))
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter onError={(error) => console.error("Router error:", error)} />
          <Started />
        </StrictMode>,
      );
    }),
  );
