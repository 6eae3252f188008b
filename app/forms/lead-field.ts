import type { FieldClasses } from "~/ui/form-field";

/** The look of the lead forms' fields (app/leads/leads.css), for `FormField`. */
export const LEAD_FIELD: FieldClasses = {
  field: "lead-form__field",
  label: "lead-form__label",
  hint: "lead-form__hint",
  error: "lead-form__error",
};
