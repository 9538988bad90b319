import { InfoScreen } from './InfoScreen';
import { terms } from './infoContent';

/** /info/terms (public). Default export so the router can lazy-load it as its own chunk. */
export default function TermsScreen() {
  return <InfoScreen page={terms} />;
}
