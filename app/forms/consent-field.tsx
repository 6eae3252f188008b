import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSiteSettings } from "~/shell/root-data";
import { FormField, type FieldClasses } from "~/ui/form-field";
import { CONSENT_FIELD } from "./consent";

/** The legal documents a consent refers to: how personal data is processed. */
const CONSENT_DOCUMENTS = new Set(["privacy", "personalData"]);

/**
 * The consent box of a lead form (issue 28, item 8; ./consent.ts): unticked until the visitor ticks
 * it, its reason next to it when the form was sent without it, and the documents on personal data
 * beside it. The caller holds its state, so a page rendered after a refusal shows it as posted.
 */
export function ConsentField({
  checked,
  onChange,
  error,
  classes,
  className,
  readOnly,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The reason, in the visitor's language, when the form was sent without consent. */
  error?: string;
  classes: FieldClasses;
  className?: string;
  /** A sent form: the box stays as it was. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const settings = useSiteSettings();
  const documents = (settings?.legalDocuments ?? []).filter((document) =>
    CONSENT_DOCUMENTS.has(document.kind),
  );
  const documentsId = `${id}-documents`;
  return (
    <FormField
      id={`${id}-consent`}
      layout="check"
      label={t("leads.consent.label")}
      error={error}
      describedBy={documents.length > 0 ? [documentsId] : []}
      classes={classes}
      className={className ? `consent-field ${className}` : "consent-field"}
      extra={
        documents.length > 0 ? (
          <p className={`${classes.hint} consent-field__documents`} id={documentsId}>
            {t("leads.consent.documents")}{" "}
            {documents.map((document, index) => (
              <span key={document.kind}>
                {index > 0 ? ", " : null}
                <a href={document.href} target="_blank" rel="noopener noreferrer">
                  {document.title}
                  <span className="visually-hidden"> {t("leads.consent.opensInNewTab")}</span>
                </a>
              </span>
            ))}
          </p>
        ) : null
      }
    >
      {(control) => (
        <input
          {...control}
          className="consent-field__box"
          name={CONSENT_FIELD}
          type="checkbox"
          // Required, but not by the browser: its own bubble would speak the browser's language,
          // and the form's reason (next to the box) speaks the page's, with or without JavaScript.
          aria-required="true"
          checked={checked}
          disabled={readOnly}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      )}
    </FormField>
  );
}
