import { createContext, useContext } from "react";

/** The request's Content-Security-Policy nonce, on the server; undefined in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
