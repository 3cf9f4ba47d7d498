import { startTransition, StrictMode, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepTypedText } from "./keep-typed-text";

const started = keepTypedText();

/** The first render is on screen: the page's fields are React's from now on. */
function Started() {
  useLayoutEffect(started, []);
  return null;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter onError={(error) => console.error("Router error:", error)} />
      <Started />
    </StrictMode>,
  );
});
