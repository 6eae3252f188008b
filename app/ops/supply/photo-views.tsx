import { Form, Link } from "@remix-run/react";
import type { ChangeEvent } from "react";
import type { ConsolePhoto, PhotoErrorCode, PhotoKind } from "~/charter/index.server";
import { photoCopy, type PhotoDoneCode } from "./photo-copy";
import { AircraftPicture } from "~/offers/aircraft-picture";
import { CsrfField } from "../ui/csrf-field";
import { fill, useOpsCopy, useOpsLanguage } from "../ui/copy";
import { opsPath } from "../paths";

/** 15 MB, as the server counts it (PHOTO_MAX_BYTES): checked in the browser before it uploads. */
const MAX_BYTES = 15 * 1024 * 1024;
const KINDS: readonly PhotoKind[] = ["exterior", "cabin", "seats"];
const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/** The photos page of one aircraft, relative to /ops/. */
export function photosPage(tail: string): string {
  return `supply/aircraft/${encodeURIComponent(tail)}/photos/`;
}

/**
 * The photos' place on the aircraft page (issue 27, item 5): the upload form, posted to the
 * photos page, and the way there, where the thumbnails are put in order or removed.
 */
export function AircraftPhotosPanel({ tail, csrf }: { tail: string; csrf: string }) {
  const copy = useOpsCopy(photoCopy);
  const language = useOpsLanguage();
  return (
    <section className="ops-card supply-photos" aria-labelledby="aircraft-photos-heading" id="photos">
      <h2 id="aircraft-photos-heading">{copy.heading}</h2>
      <p className="ops-muted">{copy.intro}</p>
      <PhotoUploadForm tail={tail} csrf={csrf} error={null} />
      <p>
        <Link className="supply-target" to={opsPath(language, photosPage(tail))}>
          {copy.manage} →
        </Link>
      </p>
    </section>
  );
}

/**
 * One photo, one plain multipart form: it works without JavaScript; with it, a file over 15 MB is
 * refused in the browser before it is sent.
 */
export function PhotoUploadForm({
  tail,
  csrf,
  error,
}: {
  tail: string;
  csrf: string;
  error: PhotoErrorCode | null;
}) {
  const copy = useOpsCopy(photoCopy);
  const language = useOpsLanguage();
  const tooLarge = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.setCustomValidity(file && file.size > MAX_BYTES ? copy.errors.too_large : "");
    event.currentTarget.reportValidity();
  };
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action={opsPath(language, photosPage(tail))}
      className="supply-photo-upload"
    >
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="upload" />
      {error ? (
        <div className="ops-notice ops-notice--error" role="alert">
          <p>{copy.errors[error]}</p>
        </div>
      ) : null}
      <fieldset className="ops-field">
        <legend>{copy.kindLabel}</legend>
        {KINDS.map((kind) => (
          <label key={kind} className="supply-photo-kind">
            <input type="radio" name="kind" value={kind} defaultChecked={kind === "exterior"} />{" "}
            {copy.kinds[kind]}
          </label>
        ))}
      </fieldset>
      <div className="ops-field">
        <label htmlFor={`photo-file-${tail}`}>{copy.fileLabel}</label>
        <input
          id={`photo-file-${tail}`}
          type="file"
          name="photo"
          accept={ACCEPT}
          required
          aria-describedby={`photo-file-${tail}-hint`}
          onChange={tooLarge}
        />
        <p id={`photo-file-${tail}-hint`} className="ops-muted">
          {copy.fileHint}
        </p>
      </div>
      <button type="submit" className="ops-button">
        {copy.upload}
      </button>
    </Form>
  );
}

/** The photos of an aircraft with their order and removal, each a small form of its own. */
export function PhotoList({
  tail,
  csrf,
  photos,
}: {
  tail: string;
  csrf: string;
  photos: readonly ConsolePhoto[];
}) {
  const copy = useOpsCopy(photoCopy);
  if (photos.length === 0) return <p className="ops-muted">{copy.empty}</p>;
  return (
    <ul className="supply-photo-list">
      {photos.map((photo) => (
        <li key={photo.id} className="supply-photo" data-photo-id={photo.id}>
          <AircraftPicture
            photo={photo.picture}
            alt={fill(copy.alt, { kind: copy.kinds[photo.kind], place: photo.place, tail })}
            sizes="240px"
            width={240}
            height={Math.round((240 * photo.height) / photo.width)}
            className="supply-photo__image"
          />
          <p>
            <strong>{copy.kinds[photo.kind]}</strong> ·{" "}
            {fill(copy.place, { place: photo.place, of: photo.of })}
            <br />
            <span className="ops-muted">{fill(copy.size, { width: photo.width, height: photo.height })}</span>
          </p>
          <div className="supply-photo__actions">
            {photo.place > 1 ? (
              <RowForm csrf={csrf} id={photo.id} intent="move" direction="earlier" label={copy.earlier} />
            ) : null}
            {photo.place < photo.of ? (
              <RowForm csrf={csrf} id={photo.id} intent="move" direction="later" label={copy.later} />
            ) : null}
            <RowForm csrf={csrf} id={photo.id} intent="remove" label={copy.remove} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function RowForm({
  csrf,
  id,
  intent,
  direction,
  label,
}: {
  csrf: string;
  id: string;
  intent: "move" | "remove";
  direction?: "earlier" | "later";
  label: string;
}) {
  return (
    <Form method="post" className="supply-inline-form">
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
      <button
        type="submit"
        className={intent === "remove" ? "ops-button ops-button--danger" : "ops-button ops-button--quiet"}
      >
        {label}
      </button>
    </Form>
  );
}

/** The notice of a photo write that went through. */
export function PhotoDoneNotice({ code }: { code: PhotoDoneCode | null }) {
  const copy = useOpsCopy(photoCopy);
  if (!code) return null;
  return (
    <div className="ops-notice ops-notice--ok" role="status">
      <p>{copy.done[code]}</p>
    </div>
  );
}
