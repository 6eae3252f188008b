import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Store } from "./s3-store.server";

/**
 * Issue 27, item 5: the bucket store against a real local HTTP server that checks each request's
 * AWS Signature Version 4 itself (computed here from the request as received, independently of
 * aws4fetch), keeps what is PUT and answers GET with it.
 */
const KEYS = { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY" };
const hmac = (key: Buffer | string, text: string) => createHmac("sha256", key).update(text).digest();
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** Whether the request carries a valid SigV4 signature by KEYS for region `ru-central1`, service s3. */
function signatureValid(request: IncomingMessage, body: Buffer): boolean {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? "",
    );
  if (!auth || auth[1] !== KEYS.accessKeyId || auth[3] !== "ru-central1") return false;
  const [, , date, region, signed, signature] = auth;
  const payload = String(request.headers["x-amz-content-sha256"]);
  if (payload !== "UNSIGNED-PAYLOAD" && payload !== sha256(body)) return false;
  const url = new URL(request.url!, "http://local");
  const canonical = [
    request.method,
    url.pathname,
    url.search.slice(1),
    ...signed!.split(";").map((name) => `${name}:${String(request.headers[name]).trim()}`),
    "",
    signed,
    payload,
  ].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", request.headers["x-amz-date"], scope, sha256(canonical)].join("\n");
  let key: Buffer = hmac(`AWS4${KEYS.secretAccessKey}`, date!);
  for (const part of [region!, "s3", "aws4_request"]) key = hmac(key, part);
  return hmac(key, toSign).toString("hex") === signature;
}

const objects = new Map<string, { body: Buffer; type: string }>();
const seen: Array<{ method: string; path: string; valid: boolean }> = [];
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const body = Buffer.concat(chunks);
    const valid = signatureValid(request, body);
    seen.push({ method: request.method!, path: request.url!, valid });
    if (!valid) return void response.writeHead(403).end("SignatureDoesNotMatch");
    if (request.method === "PUT") {
      objects.set(request.url!, { body, type: String(request.headers["content-type"]) });
      return void response.writeHead(200).end();
    }
    const found = objects.get(request.url!);
    if (!found) return void response.writeHead(404).end("NoSuchKey");
    response
      .writeHead(200, { "Content-Type": found.type, "Content-Length": found.body.length })
      .end(found.body);
  });
});
let endpoint = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the media store in an S3-compatible bucket (issue 27, item 5)", () => {
  it("signs PUT and GET with SigV4, path-style, the payload's hash signed", async () => {
    const store = s3Store({ endpoint, bucket: "charter-media", region: "ru-central1", ...KEYS });
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
    await store.put("photos/ab/abcdef.webp", bytes, "image/webp");
    expect(seen.at(-1)).toEqual({ method: "PUT", path: "/charter-media/photos/ab/abcdef.webp", valid: true });
    expect(objects.get("/charter-media/photos/ab/abcdef.webp")?.type).toBe("image/webp");

    const found = await store.get("photos/ab/abcdef.webp");
    expect(found?.size).toBe(7);
    expect(new Uint8Array(await new Response(found!.body).arrayBuffer())).toEqual(bytes);
    expect(seen.at(-1)).toMatchObject({ method: "GET", valid: true });
    expect(await store.get("photos/ab/missing.webp")).toBeNull();
  });

  it("fails loudly with wrong keys, and refuses keys that climb out", async () => {
    const wrong = s3Store({
      endpoint,
      bucket: "charter-media",
      region: "ru-central1",
      ...KEYS,
      secretAccessKey: "nope",
    });
    await expect(wrong.put("photos/cd/x.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow(/403/);
    expect(seen.at(-1)?.valid).toBe(false);
    const store = s3Store({ endpoint, bucket: "charter-media", region: "ru-central1", ...KEYS });
    await expect(store.put("../etc/passwd", new Uint8Array([1]), "text/plain")).rejects.toThrow();
    expect(await store.get("../etc/passwd")).toBeNull();
  });
});
