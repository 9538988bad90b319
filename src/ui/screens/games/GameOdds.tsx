import type { SpinOdds } from '../../../core/games/gameTerms';
import { messages } from '../../../core/kernel/messages';

const text = messages.incentives.spinToWin;

/**
 * The wheel's odds as a two-column table, one outcome a row, so each chance reads on its own
 * line (and a screen reader pairs each with its outcome) rather than as one long sentence.
 */
export function GameOdds({ odds }: { odds: readonly SpinOdds[] }) {
  return (
    <section className="game-odds" aria-labelledby="game-odds-heading">
      <h3 id="game-odds-heading" className="game-odds__heading">
        {text.oddsHeading}
      </h3>
      <table className="game-odds__table">
        {/* The heading says what the rows are; the column names are for screen readers. */}
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{text.oddsOutcome}</th>
            <th scope="col">{text.oddsChance}</th>
          </tr>
        </thead>
        <tbody>
          {odds.map((row) => (
            <tr key={row.outcome}>
              <th scope="row">{row.outcome}</th>
              <td>{row.chance}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
