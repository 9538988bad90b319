/** A staff login of the demo worlds: the desk of one casino, no membership. */
export interface DemoStaffAccount {
  /** Also the seeded uid: `demo-${key}`. */
  key: string;
  email: string;
  /** What this login demonstrates. */
  role: string;
  /** The venue whose desk it works at: its `staff` custom claim. */
  venueId: number;
}

/** The Metropolitan Mayfair's id in the demo venues. */
const MAYFAIR = 6;

export const DEMO_STAFF: DemoStaffAccount[] = [
  {
    key: 'desk',
    email: 'desk@example.com',
    role: 'Staff at The Metropolitan Mayfair’s desk (not a member): /desk scans and redeems codes',
    venueId: MAYFAIR,
  },
];
