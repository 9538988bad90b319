import { InfoScreen } from './InfoScreen';
import { metRewardsExplained } from './infoContent';

/** /info/met-rewards-explained (public). Default export so the router can lazy-load it as its own chunk. */
export default function MetRewardsExplainedScreen() {
  return <InfoScreen page={metRewardsExplained} />;
}
