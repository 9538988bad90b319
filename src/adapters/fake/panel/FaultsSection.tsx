import { useState, type FormEvent } from 'react';
import { CALLABLE_NAMES, type CallableName } from '@met/scheme/contract';
import { FUNCTION_ERROR_CODES, type FunctionErrorCode } from '../../../core/kernel/functionErrors';
import {
  GAME_OPT_IN_WRITE,
  LOST_ANSWER_CODES,
  type AnswerSource,
  type FaultInjector,
  type LostAnswerCode,
} from '../world/FaultInjector';

/** Where an answer can be lost: every callable, and the app's own game opt-in write. */
const ANSWER_SOURCES: readonly AnswerSource[] = [...CALLABLE_NAMES, GAME_OPT_IN_WRITE];

interface FaultsSectionProps {
  faults: FaultInjector;
  announce: (message: string) => void;
}

/**
 * Breaks the fake network on purpose: a callable's next or every call, an answer lost after the
 * backend acted, latency, offline.
 */
export function FaultsSection({ faults, announce }: FaultsSectionProps) {
  const [callable, setCallable] = useState<CallableName>('members-getMember');
  const [code, setCode] = useState<FunctionErrorCode>('unavailable');
  const [latency, setLatency] = useState(String(faults.latencyMs));
  const [lostSource, setLostSource] = useState<AnswerSource>('promotions-spinTheWheel');
  const [lostCode, setLostCode] = useState<LostAnswerCode>('unavailable');

  const inject = (scope: 'next' | 'every'): void => {
    if (scope === 'next') faults.failNext(callable, code);
    else faults.failAlways(callable, code);
    announce(
      `${callable} will fail with ${code} on ${scope === 'next' ? 'its next call' : 'every call'}`,
    );
  };
  const loseAnswer = (): void => {
    try {
      faults.loseNextAnswer(lostSource, lostCode);
    } catch (error) {
      announce(error instanceof Error ? error.message : String(error));
      return;
    }
    announce(`${lostSource} will do its work, then its next answer is lost (${lostCode})`);
  };
  const applyLatency = (event: FormEvent): void => {
    event.preventDefault();
    const ms = Number(latency);
    if (!Number.isFinite(ms) || ms < 0) return announce('Latency must be 0 ms or more');
    faults.setLatency(ms);
    announce(`Answers now take ${ms} ms`);
  };

  return (
    <section className="demo-panel__section" aria-labelledby="demo-panel-faults">
      <h3 id="demo-panel-faults">Faults</h3>
      <label className="demo-panel__field">
        Callable
        <select
          value={callable}
          onChange={(event) => setCallable(event.target.value as CallableName)}
        >
          {CALLABLE_NAMES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <label className="demo-panel__field">
        Error code
        <select value={code} onChange={(event) => setCode(event.target.value as FunctionErrorCode)}>
          {FUNCTION_ERROR_CODES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <div className="demo-panel__actions">
        <button type="button" onClick={() => inject('next')}>
          Fail next call
        </button>
        <button type="button" onClick={() => inject('every')}>
          Fail every call
        </button>
      </div>
      <label className="demo-panel__field">
        Answer lost after the backend acts
        <select
          value={lostSource}
          onChange={(event) => setLostSource(event.target.value as AnswerSource)}
        >
          {ANSWER_SOURCES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <label className="demo-panel__field">
        Reported as
        <select
          value={lostCode}
          onChange={(event) => setLostCode(event.target.value as LostAnswerCode)}
        >
          {LOST_ANSWER_CODES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <div className="demo-panel__actions">
        <button type="button" onClick={loseAnswer}>
          Lose next answer
        </button>
      </div>
      {(faults.faults.length > 0 || faults.lostAnswers.length > 0) && (
        <ul className="demo-panel__list" aria-label="Active faults">
          {faults.faults.map((fault) => (
            <li key={`${fault.scope}-${fault.callable}`} className="demo-panel__fault">
              <span>
                {fault.callable}: {fault.code} (
                {fault.scope === 'next' ? 'next call' : 'every call'})
              </span>
              <button
                type="button"
                onClick={() =>
                  fault.scope === 'next'
                    ? faults.cancelNext(fault.callable)
                    : faults.failAlways(fault.callable, null)
                }
              >
                Remove<span className="demo-panel__visually-hidden"> {fault.callable} fault</span>
              </button>
            </li>
          ))}
          {faults.lostAnswers.map((lost) => (
            <li key={`lost-${lost.source}`} className="demo-panel__fault">
              <span>
                {lost.source}: answer lost as {lost.code} (next call)
              </span>
              <button type="button" onClick={() => faults.cancelLostAnswer(lost.source)}>
                Remove
                <span className="demo-panel__visually-hidden"> {lost.source} lost answer</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="demo-panel__inline-form" onSubmit={applyLatency}>
        <label className="demo-panel__field">
          Latency (ms)
          <input
            type="number"
            min={0}
            step={50}
            inputMode="numeric"
            value={latency}
            onChange={(event) => setLatency(event.target.value)}
          />
        </label>
        <button type="submit">Set latency</button>
      </form>
      <label className="demo-panel__check">
        <input
          type="checkbox"
          checked={faults.offline}
          onChange={(event) => faults.setOffline(event.target.checked)}
        />
        Offline: every call fails as unavailable
      </label>
      <button
        type="button"
        onClick={() => {
          faults.clear();
          setLatency(String(faults.latencyMs));
          announce('Faults cleared');
        }}
      >
        Clear all faults
      </button>
    </section>
  );
}
