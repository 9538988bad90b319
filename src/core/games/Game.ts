/** A Spin To Win game (promotions-getGames); every window is half-open, start <= now < end. */
export interface Game {
  id: string;
  name: string;
  description: string;
  optInOpensAt: Date;
  optInClosesAt: Date;
  /** Play opens. */
  startsAt: Date;
  /** Play has closed from this instant on. */
  endsAt: Date;
}
