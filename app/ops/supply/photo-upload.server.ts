import { PHOTO_MAX_BYTES } from "~/charter/index.server";

/**
 * Reading a photo's upload (issue 27, item 5): one file of up to 15 MB with the form's few fields,
 * read with a limit. The server's edge refuses a larger body before it reaches the page
 * (server/edge.ts); this page keeps the same limit itself, so a body that reaches it another way
 * is not read past it either.
 */
export const PHOTO_UPLOAD_MAX_BODY = PHOTO_MAX_BYTES + 64 * 1024;

/** Whether the request says, before it is read, that its body is over the limit. */
export function declaredTooLarge(request: Request, limit = PHOTO_UPLOAD_MAX_BODY): boolean {
  return Number(request.headers.get("Content-Length") ?? 0) > limit;
}

/**
 * The form, multipart or URL-encoded, read until `limit` bytes: past it the reading stops (the
 * rest of the body is never pulled) and the form reads as empty, which the console's gate then
 * refuses for its missing token. Anything that is not a form reads as empty too.
 */
export async function readUploadForm(request: Request, limit = PHOTO_UPLOAD_MAX_BODY): Promise<FormData> {
  if (!request.body || declaredTooLarge(request, limit)) return new FormData();
  let received = 0;
  const limited = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > limit) controller.error(new Error("body over the limit"));
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(limited, {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
  } catch {
    return new FormData();
  }
}

/** The uploaded file's bytes, or null when the field holds no file; "too_large" past 15 MB. */
export async function uploadedFile(form: FormData, name: string): Promise<Uint8Array | null | "too_large"> {
  const value = form.get(name);
  if (!value || typeof value === "string") return null;
  if (value.size > PHOTO_MAX_BYTES) return "too_large";
  return new Uint8Array(await value.arrayBuffer());
}
