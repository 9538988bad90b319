import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { DeskStore } from '../../../core/desk/DeskStore';
import { Button } from '../../components/Button';

/** Type or paste a code: read exactly as a scanned one; what was typed stays until it is read. */
export const CodeForm = observer(function CodeForm({ store }: { store: DeskStore }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submitTyped();
  };
  return (
    <form className="desk__code-form" noValidate onSubmit={submit}>
      <label className="desk__code-label" htmlFor="desk-code">
        Or type or paste the code
      </label>
      <div className="desk__code-row">
        <input
          id="desk-code"
          className="desk__code-input"
          value={store.typed}
          onChange={(event) => store.setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="MR2.… or a membership number"
        />
        <Button type="submit" busy={store.phase === 'reading'}>
          Check code
        </Button>
      </div>
    </form>
  );
});
