import { createContext, useContext, type ReactNode } from "react";

/**
 * The Content-Security-Policy nonce of this response (server/security.ts makes a fresh one per
 * response). Remix's <Scripts> and <ScrollRestoration> need it for their inline scripts; in the
 * browser the value is not readable from the DOM (browsers hide nonce attributes), so hydration
 * renders an empty string, which React accepts for this attribute.
 */
const NonceContext = createContext<string>("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
