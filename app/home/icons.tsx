import { iconBase, type IconProps } from "~/shell/icons";

/**
 * The icons only the home page draws, on the grid of app/shell/icons.tsx (which holds the shared
 * ones, the chevron among them). Decorative: each sits inside a button or link that carries its own
 * accessible name.
 */

export function PauseIcon({ className }: IconProps) {
  return (
    <svg {...iconBase} className={className} fill="currentColor">
      <rect x="6.5" y="5" width="3.5" height="14" rx="1" />
      <rect x="14" y="5" width="3.5" height="14" rx="1" />
    </svg>
  );
}

export function PlayIcon({ className }: IconProps) {
  return (
    <svg {...iconBase} className={className} fill="currentColor">
      <path d="M8 5.2v13.6a.8.8 0 0 0 1.2.7l10.6-6.8a.8.8 0 0 0 0-1.4L9.2 4.5A.8.8 0 0 0 8 5.2Z" />
    </svg>
  );
}

export function ArrowIcon({ className }: IconProps) {
  return (
    <svg
      {...iconBase}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4.5 12h15M13.5 6l6 6-6 6" />
    </svg>
  );
}
