import { useEffect, useState } from "react";

/** True once React has hydrated in the browser: lets a form tell its handler that JS runs. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
