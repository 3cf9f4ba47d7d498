import homeCss from "~/styles/home.css?inline";
import answerPagesCss from "~/styles/answer-pages.css?inline";
import pagesCss from "~/styles/pages.css?inline";

/** The home page's styles, inlined into its head (one request fewer on a slow network). */
export const publicPageCss = homeCss;

/** The pages a booking form lands on and the not-found page: the home page's styles and their own. */
export const answerPageCss = homeCss + answerPagesCss;
/** The pages beside the home page (About Us, Privacy Policy, FAQ): the same styles, and their own. */
export const infoPageCss = `${homeCss}\n${pagesCss}`;
/** A review link's page: a form page like a booking form's (its frame, fields and messages), with its stars. */
export const reviewPageCss = `${answerPageCss}\n${pagesCss}`;
