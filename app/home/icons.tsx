import type { SocialNetwork } from "~/content/types";

/**
 * Small icons, all decorative (the text or label next to them names the
 * action). Each is drawn once, in the page's <IconSprite>, and every use is a
 * <use> of it: a page of cards repeats the same few icons dozens of times.
 */
type IconProps = { className?: string; size?: number };

const shapes = {
  chat: <path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.5L3 21l2-5.5A8.4 8.4 0 1 1 21 11.5z" />,
  phone: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  ),
  pin: (
    <>
      <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  map: <path d="M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  arrow: <path d="M5 12h14M13 6l6 6-6 6" />,
  // The star's fill is the <svg>'s (currentColor or none): one shape for filled and empty stars.
  star: (
    <path
      d="M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6-4.9-4.6 6.6-.8z"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
    </>
  ),
  facebook: <path d="M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v4H8v7h4v-7h3l1-4h-4V7.5a1 1 0 0 1 1-1h2z" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
    </>
  ),
} satisfies Record<string, React.ReactNode>;
type Shape = keyof typeof shapes;

/** Every icon, drawn once: rendered by each page that uses icons (the home page, the pages beside it, the request pages). */
export function IconSprite() {
  return (
    <svg className="icon-sprite" aria-hidden="true">
      {(Object.keys(shapes) as Shape[]).map((shape) => (
        <symbol key={shape} id={`i-${shape}`} viewBox="0 0 24 24">
          {shapes[shape]}
        </symbol>
      ))}
    </svg>
  );
}

function Icon({ shape, className, size = 20 }: IconProps & { shape: Shape }) {
  return (
    // Stroke and fill come from the stylesheet's .i: written once, not on every icon.
    <svg className={className ? `i ${className}` : "i"} width={size} height={size} aria-hidden="true">
      <use href={`#i-${shape}`} />
    </svg>
  );
}

export const ChatIcon = (p: IconProps) => <Icon shape="chat" {...p} />;
export const PhoneIcon = (p: IconProps) => <Icon shape="phone" {...p} />;
export const PinIcon = (p: IconProps) => <Icon shape="pin" {...p} />;
export const MenuIcon = (p: IconProps) => <Icon shape="menu" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon shape="close" {...p} />;
export const CheckIcon = (p: IconProps) => <Icon shape="check" {...p} />;
export const MapIcon = (p: IconProps) => <Icon shape="map" {...p} />;
export const MailIcon = (p: IconProps) => <Icon shape="mail" {...p} />;
export const ClockIcon = (p: IconProps) => <Icon shape="clock" {...p} />;
export const ArrowIcon = (p: IconProps) => <Icon shape="arrow" {...p} />;
export const SocialIcon = ({ network, ...p }: IconProps & { network: SocialNetwork }) => (
  <Icon shape={network} {...p} />
);

/** A star, filled or not; its outline and fill are the text's colour (not the .i icons' stroke). */
export function StarIcon({ filled, size = 16 }: { filled: boolean; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" fill={filled ? "currentColor" : "none"}>
      <use href="#i-star" />
    </svg>
  );
}
