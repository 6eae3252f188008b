/** The token of `Authorization: Bearer <token>` (RFC 6750 §2.1), or null when absent or malformed. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  const match = header?.match(/^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i);
  return match?.[1] ?? null;
}
