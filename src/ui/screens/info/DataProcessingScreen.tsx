import { InfoScreen } from './InfoScreen';
import { dataProcessing } from './infoContent';

/** /info/data-processing (public). Default export so the router can lazy-load it as its own chunk. */
export default function DataProcessingScreen() {
  return <InfoScreen page={dataProcessing} />;
}
