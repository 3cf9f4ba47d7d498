import homeCss from "~/styles/home.css?inline";
import answerPagesCss from "~/styles/answer-pages.css?inline";

/** The home page's styles, inlined into its head (one request fewer on a slow network). */
export const publicPageCss = homeCss;

/** The pages a booking form lands on and the not-found page: the home page's styles and their own. */
export const answerPageCss = homeCss + answerPagesCss;
