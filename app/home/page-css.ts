import homeCss from "~/styles/home.css?inline";
import pagesCss from "~/styles/pages.css?inline";

/** The public pages' styles, inlined into each page's head (one request fewer on a slow network). */
export const publicPageCss = homeCss;

/** The pages beside the home page (About Us, Privacy Policy, FAQ, a review link's page): the same styles, and their own. */
export const infoPageCss = `${homeCss}\n${pagesCss}`;
