/** The form token every console form posts back (issue 18, item 4; access.server.ts checks it). */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}
