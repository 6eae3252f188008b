import { type AircraftPhoto, photoSrc, photoSrcSet } from "~/charter";

/**
 * An operator's aircraft photo (issue 27, item 5): AVIF where the browser reads it, WebP
 * otherwise, each at the widths stored, the browser choosing by `sizes`. The box is reserved by
 * `width` and `height` (the photo's own, unless the place crops it to its own box), and a photo
 * below the fold loads when it comes near.
 */
export function AircraftPicture({
  photo,
  alt,
  sizes,
  width = photo.width,
  height = photo.height,
  eager = false,
  className,
}: {
  photo: AircraftPhoto;
  /** In the page's language. */
  alt: string;
  /** The CSS width the picture takes, as the `sizes` attribute says it. */
  sizes: string;
  width?: number;
  height?: number;
  /** In the first screen: loaded at once. */
  eager?: boolean;
  className?: string;
}) {
  return (
    <picture className="aircraft-picture">
      <source type="image/avif" srcSet={photoSrcSet(photo.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo.webp)} sizes={sizes} />
      <img
        className={className}
        src={photoSrc(photo, 640)}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "auto" : "async"}
      />
    </picture>
  );
}
