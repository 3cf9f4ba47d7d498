import type { SocialNetwork } from "~/content/types";

/*
 * The public pages' icons. Each is drawn once, in the inlined CSS, as a mask
 * over the text colour; a use is one empty <span>. As inline <svg> at every use
 * they were 115 SVG trees and a third of the page's HTML, all styled and laid
 * out again whenever anything on the page changed. All are decorative: the
 * text or label beside them names the action.
 */

const outline = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
const STAR = "M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6-4.9-4.6 6.6-.8z";
const star = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${STAR}" fill="${fill}" stroke="#000" stroke-width="1.5" stroke-linejoin="round"/></svg>`;

const drawings = {
  chat: outline('<path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.5L3 21l2-5.5A8.4 8.4 0 1 1 21 11.5z"/>'),
  phone: outline(
    '<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z"/>',
  ),
  pin: outline('<path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z"/><circle cx="12" cy="10" r="2.5"/>'),
  menu: outline('<path d="M4 6h16M4 12h16M4 18h16"/>'),
  close: outline('<path d="M6 6l12 12M18 6L6 18"/>'),
  check: outline('<path d="M5 12.5l4.5 4.5L19 7.5"/>'),
  map: outline('<path d="M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14"/>'),
  mail: outline('<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>'),
  arrow: outline('<path d="M5 12h14M13 6l6 6-6 6"/>'),
  clock: outline('<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>'),
  "star-filled": star("#000"),
  "star-empty": star("none"),
  instagram: outline(
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="0.8" fill="#000"/>',
  ),
  facebook: outline('<path d="M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v4H8v7h4v-7h3l1-4h-4V7.5a1 1 0 0 1 1-1h2z"/>'),
  youtube: outline('<rect x="2.5" y="5.5" width="19" height="13" rx="4"/><path d="M10 9.5v5l4.5-2.5z" fill="#000"/>'),
} satisfies Record<string, string> & Record<SocialNetwork, string>;

export type IconName = keyof typeof drawings;
const sizes = [14, 16, 18, 20, 22, 24] as const;
export type IconSize = (typeof sizes)[number];

/** An SVG as a CSS url(): only the characters CSS and URLs need escaped. */
const cssUrl = (svg: string) =>
  `url("data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[#<>%]/g, encodeURIComponent)}")`;

/**
 * The rules that draw every icon; inlined once with the page's CSS. Each icon
 * names its picture in mask-image itself: through a custom property, every
 * use would parse the whole mask shorthand again while the page is styled.
 */
export const iconCss = [
  ".icon{display:inline-block;flex:none;vertical-align:middle;background:currentColor;" +
    "-webkit-mask:center/contain no-repeat;mask:center/contain no-repeat}",
  ...sizes.map((s) => `.icon-${s}{width:${s}px;height:${s}px}`),
  ...Object.entries(drawings).map(([name, svg]) => {
    const url = cssUrl(svg);
    return `.icon-${name}{-webkit-mask-image:${url};mask-image:${url}}`;
  }),
].join("\n");

export function Icon({ name, size = 20, className }: { name: IconName; size?: IconSize; className?: string }) {
  return <span className={`icon icon-${name} icon-${size}${className ? ` ${className}` : ""}`} aria-hidden="true" />;
}
