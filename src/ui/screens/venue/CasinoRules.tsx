import { useId, useMemo, useState } from 'react';
import { Html } from '../../components/Html';
import { Icon } from '../../components/icons/Icon';
import { sanitiseHtml } from '../../components/sanitiseHtml';

interface CasinoRulesProps {
  rulesHtml: string;
}

/** The venue's rules of the casino (CMS HTML, sanitised), folded away until asked for. */
export function CasinoRules({ rulesHtml }: CasinoRulesProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const rules = useMemo(() => sanitiseHtml(rulesHtml), [rulesHtml]);
  return (
    <section className="venue-panel casino-rules">
      <h2 className="venue-panel__title">
        <button
          type="button"
          className="casino-rules__toggle"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <Icon name="shield" size="1.25rem" />
          <span>Rules of the casino</span>
          <Icon name="chevron" size="1.25rem" className="casino-rules__chevron" />
        </button>
      </h2>
      <div id={regionId} className="casino-rules__content" hidden={!open}>
        <Html sanitisedHtml={rules} />
      </div>
    </section>
  );
}
