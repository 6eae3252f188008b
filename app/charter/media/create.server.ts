import { s3Store, type S3Config } from "./s3-store.server";
import { diskStore, mediaFolder, type MediaStore } from "./store.server";

/**
 * The configured media store (docs/decisions/038): the bucket when S3_BUCKET is set (the
 * environment's check makes sure its endpoint and keys are too), else DATA_DIR/media.
 */
export function createMediaStore(env: {
  DATA_DIR: string;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}): MediaStore {
  if (env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    const config: S3Config = {
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    };
    return s3Store(config);
  }
  return diskStore(mediaFolder(env.DATA_DIR));
}
