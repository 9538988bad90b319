import { InfoScreen } from './InfoScreen';
import { whyWeAsk } from './infoContent';

/** /info/why-we-ask (public). Default export so the router can lazy-load it as its own chunk. */
export default function WhyWeAskScreen() {
  return <InfoScreen page={whyWeAsk} />;
}
