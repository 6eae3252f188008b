/** A form POST to the site, as a browser without JavaScript sends it (multipart FormData). */
export function formPost(path: string, fields: Record<string, string>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

/**
 * Client addresses from the documentation range (RFC 5737), a new one per call, so the
 * per-address rate limits met by one test do not touch another.
 */
export function addressCounter(): () => string {
  let address = 0;
  return () => `198.51.100.${(address += 1)}`;
}
