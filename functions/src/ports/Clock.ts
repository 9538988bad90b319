/** The backend's idea of now; fixed in tests and movable in the fake world. */
export interface Clock {
  now(): Date;
}
