import { startTransition, StrictMode, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepTypedText } from "./keep-typed-text";
import { loadPhrases } from "./i18n/back-office/load";
import { asLang } from "./i18n/languages";

const started = keepTypedText();

/** The first render is on screen: the page's fields are React's from now on. */
function Started() {
  useLayoutEffect(started, []);
  return null;
}

// The back office in Hindi or Kannada loads its phrase book first, so the first render matches the server's.
void loadPhrases(asLang(document.documentElement.lang)).then(() =>
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
