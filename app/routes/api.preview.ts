// Placeholder wired by the lead of issue 17; the helper building draft preview replaces it.
export function loader() {
  return new Response("Not Found", { status: 404 });
}
