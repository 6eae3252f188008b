/**
 * Reading a lead form's POST without trusting it (issue 6 §5: an action never answers 500 to
 * anything a client sends). A body that is not a form reads as an empty form, a missing field or
 * a file where text was expected reads as "", and an overlong value is cut where the page would
 * show it again, so nobody can make the answer carry megabytes back.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** Far above every field's own limit (a message is 2,000): only a bound on what is echoed. */
const ECHO_LIMIT = 5_000;

export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, ECHO_LIMIT) : "";
}
