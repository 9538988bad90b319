import { gamesMessages } from '../../../core/games/gamesMessages';
import { pathTo } from '../../../core/navigation/routes';
import { LinkButton } from '../../components/LinkButton';

/**
 * How to claim today's prize, for a member who comes back to the game after the win (a reload,
 * another day's visit to the page): the same words the win itself showed.
 */
export function ClaimPrizeNote() {
  const text = gamesMessages;
  return (
    <section className="claim-prize" aria-labelledby="claim-prize-heading">
      <h3 id="claim-prize-heading" className="claim-prize__heading">
        {text.claimHeading}
      </h3>
      <p>{text.wonNext}</p>
      <LinkButton href={pathTo('card')} icon="qr" variant="secondary">
        {text.wonShowNumber}
      </LinkButton>
    </section>
  );
}
