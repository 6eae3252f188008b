import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "./root-loader.server";

/** The root route's data (the shell: site settings, navigation, notice, preview), on any page. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** The editors' site settings (phones, addresses, messengers), or null before they load. */
export function useSiteSettings() {
  return useRootData()?.siteSettings ?? null;
}
