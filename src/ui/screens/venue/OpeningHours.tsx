import type { OpeningHoursRow } from '../../../core/venue/Restaurant';

interface OpeningHoursProps {
  hours: OpeningHoursRow[];
}

/** The restaurant's opening hours as a two-column table. */
export function OpeningHours({ hours }: OpeningHoursProps) {
  return (
    <section className="venue-panel" aria-labelledby="opening-hours-heading">
      <h2 id="opening-hours-heading" className="venue-panel__title">
        Opening hours
      </h2>
      <table className="opening-hours">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Days</th>
            <th scope="col">Hours</th>
          </tr>
        </thead>
        <tbody>
          {hours.map((row) => (
            <tr key={row.days}>
              <th scope="row">{row.days}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
