import { observer } from 'mobx-react-lite';
import { OffersLayout, type OffersView } from '../../../core/offers/OffersLayout';
import { Icon } from '../../components/icons/Icon';
import type { IconName } from '../../components/icons/iconShapes';
import { useService } from '../../di';

const CHOICES: readonly { view: OffersView; label: string; icon: IconName }[] = [
  { view: 'cards', label: 'Cards', icon: 'viewCards' },
  { view: 'list', label: 'List', icon: 'viewList' },
];

/** 'Show offers as Cards | List': two radios drawn as one segmented control. */
export const OffersViewSwitch = observer(function OffersViewSwitch() {
  const layout = useService(OffersLayout);
  return (
    <fieldset className="offers-view">
      <legend className="visually-hidden">Show offers as</legend>
      {CHOICES.map(({ view, label, icon }) => (
        <label key={view} className="offers-view__choice">
          <input
            type="radio"
            name="offers-view"
            value={view}
            checked={layout.view === view}
            onChange={() => layout.choose(view)}
          />
          <span className="offers-view__face">
            <Icon name={icon} size="1.125rem" />
            {label}
          </span>
        </label>
      ))}
    </fieldset>
  );
});
