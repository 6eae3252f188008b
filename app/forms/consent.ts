import * as z from "zod/v4/mini";
import "./form-schema";

/*
 * Consent to the processing of personal data on every form that takes it: booking, callback,
 * flight request and partner enquiry (issue 28, item 8). Russia's personal-data law (152-FZ
 * art. 9, in the wording in force since 1 September 2025) wants it given by the person, specific
 * and separate from the other terms; so the box is its own, and it is never ticked for the
 * visitor, whatever spec §5 says about the booking's box starting checked (the law wins). Each
 * form sends its `consent` field, its action refuses a post without it, and the lead or login
 * stores CONSENT_VERSION with the time the server took it (docs/decisions/031-consent-records.md).
 */

/** The form field's name; a ticked box posts "on". */
export const CONSENT_FIELD = "consent";

/**
 * The version of the consent text the forms show (`leads.consent.label` in both languages). It is
 * what a lead or a pre-order records the person agreed to: when the words change, this changes
 * too (app/forms/consent.test.ts pins the words it stands for).
 */
export const CONSENT_VERSION = "pd-2026-11-28";

/** The posted box as the lead forms keep it: "on" when ticked, "" when not. */
export type ConsentValue = "on" | "";

/** Whether the posted form carries the ticked box ("on", or "1"/"true" from a script). */
export function consentPosted(form: FormData): boolean {
  const value = form.get(CONSENT_FIELD);
  return value === "on" || value === "1" || value === "true";
}

/** The lead forms' consent rule: refused with `required` until the box is ticked. */
export function consentRule() {
  return z.string("required").check(z.refine((value) => value === "on", "required"));
}

/** What the charter client is told of a consent given on this site (API.md bodies' extra fields). */
export const GIVEN_CONSENT = { its_legal: true, consent_version: CONSENT_VERSION } as const;
