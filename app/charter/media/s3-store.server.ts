import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { isMediaKey, type MediaStore } from "./store.server";

/**
 * The media store in an S3-compatible bucket (issue 27, item 5; docs/decisions/038): AWS S3,
 * Yandex Object Storage, Selectel, MinIO and the like. Requests are signed with AWS Signature
 * Version 4 by aws4fetch and addressed path-style (`endpoint/bucket/key`), which every one of
 * them answers. The bucket stays private: visitors get the images through the site's own route.
 */
export interface S3Config {
  /** The service's origin, e.g. https://storage.yandexcloud.net or https://s3.eu-central-1.amazonaws.com. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Tests hand in a fetch of their own; the global one otherwise. */
  fetch?: typeof fetch;
}

export class MediaStoreError extends Error {
  override name = "MediaStoreError";
}

export function s3Store(config: S3Config): MediaStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
  // Signed here, sent once: a failed upload is the operator's to retry, and a visitor's image
  // should not wait on a retrying bucket.
  const send = config.fetch ?? fetch;
  const base = `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}/`;
  const urlOf = (key: string) => `${base}${key.split("/").map(encodeURIComponent).join("/")}`;
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      if (!isMediaKey(key)) throw new MediaStoreError(`not a media key: ${key.slice(0, 80)}`);
      const request = await client.sign(urlOf(key), {
        method: "PUT",
        body: new Uint8Array(bytes),
        headers: {
          "Content-Type": contentType,
          // The payload's own hash is signed, so the bucket refuses bytes damaged on the way.
          "X-Amz-Content-Sha256": createHash("sha256").update(bytes).digest("hex"),
        },
      });
      const response = await send(request);
      await response.body?.cancel();
      if (!response.ok) throw new MediaStoreError(`bucket answered ${response.status} to PUT ${key}`);
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const response = await send(await client.sign(urlOf(key), { method: "GET" }));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new MediaStoreError(`bucket answered ${response.status} to GET ${key}`);
      }
      const length = Number(response.headers.get("Content-Length"));
      return { body: response.body, size: Number.isFinite(length) && length > 0 ? length : null };
    },
  };
}
