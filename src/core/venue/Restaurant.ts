export interface OpeningHoursRow {
  days: string;
  hours: string;
}

export interface MenuLink {
  label: string;
  url: string;
}

/** The home casino's restaurant (members-getRestaurant). */
export interface Restaurant {
  name: string;
  /** CMS HTML: sanitised before it is rendered. */
  description: string;
  openingHours: OpeningHoursRow[];
  menuLinks: MenuLink[];
  bookingUrl: string;
  image: string;
}
