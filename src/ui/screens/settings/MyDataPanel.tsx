import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { myDataMessages } from '../../../core/settings/myDataMessages';
import { MyDataStore } from '../../../core/settings/MyDataStore';
import { Button } from '../../components/Button';
import { useService } from '../../di';
import { saveFile } from './saveFile';

const text = myDataMessages;

/** Settings > Your data: download a copy of everything held about the member. */
export const MyDataPanel = observer(function MyDataPanel() {
  const store = useService(MyDataStore);
  useEffect(() => () => store.clear(), [store]);
  const download = async () => {
    const file = await store.download();
    if (file) saveFile(file.fileName, file.text);
  };
  return (
    <section className="menu-list__group my-data" aria-labelledby="settings-my-data">
      <h2 className="menu-list__heading" id="settings-my-data">
        {text.heading}
      </h2>
      <div className="menu-list__rows my-data__body">
        <p className="my-data__intro">{text.intro}</p>
        <Button
          variant="secondary"
          icon="document"
          busy={store.preparing}
          onClick={() => void download()}
        >
          {store.preparing ? text.preparing : text.button}
        </Button>
        <p
          className={
            store.status?.kind === 'problem'
              ? 'my-data__status my-data__status--problem'
              : 'my-data__status'
          }
          role="status"
        >
          {store.status?.text ?? ''}
        </p>
      </div>
    </section>
  );
});
