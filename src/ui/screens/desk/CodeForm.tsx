import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { deskMessages } from '../../../core/desk/deskMessages';
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
        {deskMessages.codeLabel}
      </label>
      {/* A hint in the page, not a placeholder: it wraps at any text size, and stays once typing starts. */}
      <p className="desk__code-hint" id="desk-code-hint">
        {deskMessages.codeHint}
      </p>
      <div className="desk__code-row">
        <input
          id="desk-code"
          className="desk__code-input"
          value={store.typed}
          onChange={(event) => store.setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="desk-code-hint"
        />
        <Button type="submit" busy={store.phase === 'reading'}>
          {deskMessages.checkCode}
        </Button>
      </div>
    </form>
  );
});
