import { observer } from 'mobx-react-lite';
import type { CasinoEvent } from '../../../core/events/CasinoEvent';
import { EventsStore } from '../../../core/events/EventsStore';
import { Button } from '../../components/Button';
import { useService } from '../../di';
import { saveTextFile } from './saveTextFile';

/** 'Add to calendar': the event as an .ics file, made on the device (no network). */
export const AddToCalendar = observer(function AddToCalendar({ event }: { event: CasinoEvent }) {
  const events = useService(EventsStore);
  const save = async () => {
    const file = await events.calendarFileFor(event.id);
    if (file !== null) saveTextFile(file.name, file.text, 'text/calendar;charset=utf-8');
  };
  return (
    <Button
      variant="secondary"
      icon="calendarAdd"
      className="event-details__calendar"
      onClick={() => void save()}
    >
      Add to calendar
    </Button>
  );
});
