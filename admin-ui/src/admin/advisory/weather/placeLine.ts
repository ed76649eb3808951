/** A place as one line: address, local area, state, country (those it has). */
export const placeLine = (p: {
  address?: string | null;
  lga?: string | null;
  state?: string | null;
  country?: string | null;
}) => [p.address, p.lga, p.state, p.country].filter(Boolean).join(', ');
