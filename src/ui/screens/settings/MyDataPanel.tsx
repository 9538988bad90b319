import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { myDataMessages } from '../../../core/settings/myDataMessages';
import { MyDataStore } from '../../../core/settings/MyDataStore';
import type {
  PersonalDataSummary,
  SummaryRow,
  SummarySection,
} from '../../../core/settings/personalDataSummary';
import { Button } from '../../components/Button';
import { useService } from '../../di';
import { saveFile } from './saveFile';
import './MyDataPanel.css';

const text = myDataMessages;

function Rows({ rows, className }: { rows: readonly SummaryRow[]; className: string }) {
  if (rows.length === 0) return null;
  return (
    <dl className={className}>
      {rows.map((row, index) => (
        <div key={index}>
          <dt>{row.term}</dt>
          <dd>{row.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ section }: { section: SummarySection }) {
  const id = `my-data-summary-${section.key}`;
  const { list } = section;
  return (
    <section className="my-data-summary__section" aria-labelledby={id}>
      <h4 className="my-data-summary__heading" id={id}>
        {section.heading}
      </h4>
      <Rows rows={section.facts} className="my-data-summary__facts" />
      {list && (
        <>
          <p className="my-data-summary__count">{list.count}</p>
          <Rows rows={list.rows} className="my-data-summary__list" />
          {list.more && <p className="my-data-summary__more">{list.more}</p>}
        </>
      )}
    </section>
  );
}

/** What the copy just downloaded holds, in sections a member can read on a phone. */
function Summary({ summary }: { summary: PersonalDataSummary }) {
  return (
    <section className="my-data-summary" aria-labelledby="my-data-summary">
      <h3 className="my-data-summary__title" id="my-data-summary">
        {text.summary.heading}
      </h3>
      <p className="my-data-summary__about">{summary.about}</p>
      {summary.sections.map((section) => (
        <Section key={section.key} section={section} />
      ))}
    </section>
  );
}

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
        {store.summary && <Summary summary={store.summary} />}
      </div>
    </section>
  );
});
