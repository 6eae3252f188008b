import { useSiteSettings } from "~/shell/root-data";
import { forwardRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LeadAnswer } from "~/forms/lead-rules";

/**
 * The live status line of a lead form: the thanks once sent, or why the send failed with the number
 * to call, the form staying usable for another try (issue 6 §5, improving on spec §8, where a
 * failed send was only logged). It is always in the page, so a screen reader announces what
 * appears in it; it takes focus when it replaces the button the visitor pressed.
 */
export const LeadStatus = forwardRef<
  HTMLDivElement,
  {
    id: string;
    answer: LeadAnswer<string> | undefined;
    /** The thanks, shown when the answer is a success. */
    sent: ReactNode;
    /** The first words of a failure: "The enquiry was not sent." */
    failed: string;
  }
>(function LeadStatus({ id, answer, sent, failed }, ref) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const state = answer ? (answer.ok ? "sent" : "failed") : undefined;
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="status"
      className={state ? `lead-status lead-status--${state}` : "lead-status"}
      data-lead-status={state}
    >
      {answer?.ok ? sent : null}
      {answer && !answer.ok ? (
        <>
          <strong>{failed}</strong> {failureText(answer, t)}
          {settings ? (
            <>
              {" "}
              <a href={settings.phoneHref}>{t("leads.failure.callUs", { phone: settings.phone })}</a>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
});

type Failure = Extract<LeadAnswer<string>, { ok: false }>;

function failureText(answer: Failure, t: (key: string, options?: Record<string, unknown>) => string): string {
  switch (answer.reason) {
    case "invalid":
      return t("leads.failure.invalid");
    case "rate_limited":
      return t("leads.failure.rateLimited", { count: answer.retryAfterMinutes ?? 1 });
    case "network":
      return t("leads.failure.network");
    default:
      return t("leads.failure.unavailable");
  }
}
