/** The rules of reviews sent through a one-time link, in one place. */

/** A review link works for this many days after the owner makes it. */
export const REVIEW_LINK_DAYS = 30;

/** What a customer may write. */
export const reviewLimits = {
  nameMax: 60,
  textMin: 10,
};

/** Posts one address may make to review links, per window: a customer needs one, a typo or two more. */
export const REVIEW_POST_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };
