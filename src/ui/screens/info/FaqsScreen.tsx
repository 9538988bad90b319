import { InfoScreen } from './InfoScreen';
import { faqs } from './infoContent';

/** /info/faqs (public). Default export so the router can lazy-load it as its own chunk. */
export default function FaqsScreen() {
  return <InfoScreen page={faqs} />;
}
