/**
 * Interface icons drawn for this project (24×24 grid, stroke or fill in currentColor). They are
 * decorative: every use sits inside a link or button that carries its own accessible name.
 */
export type IconProps = { className?: string };

/** The attributes every icon here starts from; app/home/icons.tsx draws on the same grid. */
export const iconBase = {
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  "aria-hidden": true,
  focusable: false,
} as const;

export function PhoneIcon({ className }: IconProps) {
  return (
    <svg
      {...iconBase}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
    >
      <path d="M6.6 3.5h2.6l1.4 4.1-1.9 1.3a11.6 11.6 0 0 0 6.4 6.4l1.3-1.9 4.1 1.4v2.6a2.1 2.1 0 0 1-2.3 2.1C10.4 19 5 13.6 4.5 5.8a2.1 2.1 0 0 1 2.1-2.3Z" />
    </svg>
  );
}

export function MailIcon({ className }: IconProps) {
  return (
    <svg
      {...iconBase}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
    >
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m3.8 6.6 8.2 6.3 8.2-6.3" />
    </svg>
  );
}

export function TelegramIcon({ className }: IconProps) {
  return (
    <svg {...iconBase} className={className} fill="currentColor">
      <path d="M20.7 4.3 2.9 11.2c-1 .4-1 1.6.1 1.9l4.5 1.4 1.7 5.3c.2.7 1.1.9 1.6.4l2.5-2.4 4.6 3.4c.6.4 1.4.1 1.6-.6l3-14.8c.2-1-.8-1.9-1.8-1.5Zm-3 3.6-7.6 6.9-.3 3.1-1.3-4.2 8.6-5.9c.4-.2.8.3.6.1Z" />
    </svg>
  );
}

export function WhatsAppIcon({ className }: IconProps) {
  return (
    <svg
      {...iconBase}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
    >
      <path d="M4.2 19.8 5.3 16A8.4 8.4 0 1 1 8.2 18.8Z" />
      <path
        d="M9.1 8.3c.2-.4.5-.4.8-.4h.5l.9 2-.6.8c.5 1 1.4 1.9 2.5 2.5l.8-.6 2 .9v.5c0 .6-.6 1.3-1.4 1.3-2.9-.1-5.8-3-5.9-5.9 0-.4.1-.8.4-1.1Z"
        fill="currentColor"
        stroke="none"
      />
    </svg>
  );
}

export function ViberIcon({ className }: IconProps) {
  return (
    <svg
      {...iconBase}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
    >
      <path d="M12 3c5 0 8 1.6 8 7.2 0 5.5-3 7.1-8 7.1l-3 2.9v-3.3C5.4 16 4 13.9 4 10.2 4 4.6 7 3 12 3Z" />
      <path d="M12.5 7.2a3 3 0 0 1 2.7 2.7M12.4 5.4a4.8 4.8 0 0 1 4.6 4.6" strokeLinecap="round" />
    </svg>
  );
}

export function MenuIcon({ className }: IconProps) {
  return (
    <svg
      {...iconBase}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg
      {...iconBase}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d="m6 6 12 12M18 6 6 18" />
    </svg>
  );
}

/**
 * A chevron pointing back or forward, for previous/next controls (the home slider and every
 * horizontal strip's scroll buttons). `size` draws it smaller than the grid inside a round button.
 */
export function ChevronIcon({
  className,
  direction,
  size = 24,
}: IconProps & { direction: "previous" | "next"; size?: number }) {
  return (
    <svg
      {...iconBase}
      width={size}
      height={size}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === "previous" ? "M14.5 5.5 8 12l6.5 6.5" : "M9.5 5.5 16 12l-6.5 6.5"} />
    </svg>
  );
}

/** The brand mark: a business jet seen from above, climbing to the right. */
export function LogoMark({ className }: IconProps) {
  return (
    <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden focusable={false} className={className}>
      <circle cx="16" cy="16" r="15" fill="currentColor" opacity="0.12" />
      <path
        fill="currentColor"
        d="M24.9 6.3c.9-.3 1.7.5 1.4 1.4l-1.6 3.6-4.8 3.9 1.6 8.4-1.7 1.7-3.7-6.9-3.6 2.9.3 3-1.3 1.3-1.9-3.6-3.6-1.9 1.3-1.3 3 .3 2.9-3.6-6.9-3.7 1.7-1.7 8.4 1.6 3.9-4.8Z"
      />
    </svg>
  );
}
