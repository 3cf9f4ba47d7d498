import homeCss from "~/styles/home.css?inline";

/** The public pages' styles, inlined into each page's head (one request fewer on a slow network). */
export const publicPageCss = homeCss;
