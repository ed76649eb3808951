/**
 * The version of the terms and conditions (the public /privacy-and-terms page) that every account must have accepted.
 * Raise it when the published terms change: each holder then accepts them again at their next sign-in (417, then the
 * sign-in form's checkbox), once.
 */
export const TERMS_VERSION = 1;
