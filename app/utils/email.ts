/*
 * The one e-mail rule of the site (../shared/API.md "Conventions", docs/decisions/018): any valid
 * address, whatever the length of its top-level domain (`name@company.travel`, `x@aviacompany.aero`,
 * `a@b.museum`). It replaces spec §5's pattern, which ended the domain in 2 to 4 letters. Used by
 * the API contract, the booking dialog, the lead forms and the site settings, in the browser too.
 */

/** RFC 5321 §4.5.3.1.3: a forward path is at most 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * RFC 5322's dot-atom on both sides of the @, as addresses are written in practice:
 * - local part: letters, digits and ``!#$%&'*+/=?^_`{|}~-``, dots only between them;
 * - domain: labels of letters (any script, for `почта@пример.рф`), digits and inner hyphens, then
 *   a top-level domain of two or more letters, or its punycode form (`xn--p1ai`).
 * Quoted local parts and IP-address domains are left out: no visitor types them into a form.
 */
export const EMAIL_PATTERN =
  /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z\d-]+)$/iu;

/** RFC 5321 §4.5.3.1.1 and §4.5.3.1.2: a local part of at most 64 octets, a label of at most 63. */
const LOCAL_PART_MAX_LENGTH = 64;
const LABEL_MAX_LENGTH = 63;

export function isValidEmail(typed: string): boolean {
  const email = typed.trim();
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return false;
  const at = email.lastIndexOf("@");
  if (at > LOCAL_PART_MAX_LENGTH) return false;
  return email
    .slice(at + 1)
    .split(".")
    .every((label) => label.length <= LABEL_MAX_LENGTH);
}
