import { InfoScreen } from './InfoScreen';
import { responsibleGaming } from './infoContent';

/** /info/responsible-gaming (public). Default export so the router can lazy-load it as its own chunk. */
export default function ResponsibleGamingScreen() {
  return <InfoScreen page={responsibleGaming} />;
}
