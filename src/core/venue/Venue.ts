/** The member's home casino (members-getVenue). */
export interface Venue {
  id: number;
  name: string;
  /** URL (absolute or site-relative) of the venue's logo image. */
  logo: string;
  /** The house rules as CMS HTML: sanitised before it is rendered (spec-decisions 22). */
  rulesHtml: string;
  address: string;
  phone: string;
  openingHours: string;
  /** A 16:9 picture of the casino; empty when there is none. */
  image: string;
}
