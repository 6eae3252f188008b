import { useEffect, useSyncExternalStore } from "react";
import type * as PhoneModule from "./phone";
import { phoneShapeProblem, type PhoneCheck } from "./phone-limits";

/*
 * The phone rule (./phone.ts, with libphonenumber-js: about 37 KB gzipped) for the browser, which
 * downloads it only when a visitor starts on a phone field: PhoneInput asks for it on focus, a
 * pointer press or input, a form about to check a phone asks too. Until it has come the forms
 * check only ./phone-limits.ts (nothing typed, too long, letters) and let the server judge the
 * number by the full rule; once it has come they check by the full rule, as the server does.
 * Server modules import ./phone.ts directly.
 */

/** ./phone.ts as loaded (a type-only import: it is erased, the browser fetches the module below). */
export type PhoneRule = typeof PhoneModule;

let rule: PhoneRule | null = null;
let loading: Promise<PhoneRule> | null = null;
const listeners = new Set<() => void>();

/** The rule, downloaded once; a failed download (offline, a new deploy) is tried again next time. */
export function loadPhoneRule(): Promise<PhoneRule> {
  loading ??= import("./phone").then(
    (module) => {
      rule = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts the download where nothing waits for it; a failure leaves the cheap checks in place. */
export function preloadPhoneRule(): void {
  loadPhoneRule().catch(() => undefined);
}

/** The rule if it has come, else null. */
export function loadedPhoneRule(): PhoneRule | null {
  return rule;
}

// The server renders with the rule (a page without JavaScript shows a phone laid out): there the
// module is part of the server build and has loaded long before the first request.
if (typeof document === "undefined") preloadPhoneRule();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The rule once it has come, else null; a component using it renders again when it comes. Null
 * while a page hydrates, as on the server, so the markup matches.
 */
export function usePhoneRule(): PhoneRule | null {
  return useSyncExternalStore(
    subscribe,
    () => rule,
    () => null,
  );
}

/** The phone check to use now: the full rule once it has come, else the cheap one. */
export function phoneCheck(loaded: PhoneRule | null): PhoneCheck {
  return loaded?.phoneProblem ?? phoneShapeProblem;
}

/**
 * A phone shown back laid out (./phone.ts `formatPhone`: `89161234567` as `+7 (916) 123-45-67`).
 * The server renders it laid out; in the browser the rule is asked for here and the phone shows as
 * typed until it has come, which it usually has, from the phone field. Where a page rendered by
 * the server hydrates, the text may differ from the server's until then: the element showing it
 * should carry `suppressHydrationWarning`.
 */
export function useFormattedPhone(typed: string): string {
  const loaded = usePhoneRule();
  useEffect(preloadPhoneRule, []);
  const current = loaded ?? (typeof document === "undefined" ? rule : null);
  return current ? current.formatPhone(typed) : typed.trim();
}
