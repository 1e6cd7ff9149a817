import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** The page's CSP nonce during server rendering; undefined in the browser, where it is not needed. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
