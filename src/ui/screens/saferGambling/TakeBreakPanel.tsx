import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import {
  BREAK_PERIOD_LABELS,
  BREAK_PERIODS,
  breakEndFor,
  formatBreakEnd,
  type BreakPeriod,
} from '@met/scheme';
import { takeBreakMessages } from '../../../core/member/takeBreakMessages';
import { BreakStore } from '../../../core/member/BreakStore';
import { MemberStore } from '../../../core/member/MemberStore';
import { Button } from '../../components/Button';
import { RadioGroup } from '../../components/RadioGroup';
import { useService } from '../../di';
import { PauseNote } from './PauseNote';

const text = takeBreakMessages;
const OPTIONS = BREAK_PERIODS.map((period) => ({
  value: period,
  label: BREAK_PERIOD_LABELS[period],
}));

/**
 * 'Take a break' on /safer-gambling
 * (DECISIONS.md "Safer gambling: take a break and self-exclusion"): the member picks 24 hours, 7
 * days, 30 days or 6 weeks and confirms once, told when it ends and that it cannot be shortened or
 * ended in the app. The server sets the end; once it has, the panel shows the break (a longer one
 * may be chosen). A self-excluded member is told so, with no choice to make.
 */
export const TakeBreakPanel = observer(function TakeBreakPanel() {
  const member = useService(MemberStore);
  const breaks = useService(BreakStore);
  const [period, setPeriod] = useState<BreakPeriod>('24h');
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const pause = member.pause;

  // A confirmation left open is not kept for the next visit (or the next member).
  useEffect(() => () => breaks.cancel(), [breaks]);
  useEffect(() => {
    if (breaks.confirming !== null) confirmHeading.current?.focus();
  }, [breaks.confirming]);

  if (pause.kind === 'self-excluded') {
    return <PauseNote pause={pause} linkToSaferGambling={false} />;
  }
  const onBreak = pause.kind === 'break';
  const choices = onBreak
    ? OPTIONS.filter(({ value }) => breakEndFor(value, new Date()) > pause.endsAt)
    : OPTIONS;
  const chosen = choices.some(({ value }) => value === period) ? period : choices[0]?.value;
  // Six weeks already running: no longer break to offer.
  if (onBreak && chosen === undefined)
    return <PauseNote pause={pause} linkToSaferGambling={false} />;

  return (
    <>
      {onBreak && <PauseNote pause={pause} linkToSaferGambling={false} />}
      <section
        className="safer-gambling__panel take-break"
        aria-labelledby="take-break-heading"
        data-testid="take-break"
      >
        <h2 id="take-break-heading">{onBreak ? text.lengthen : text.heading}</h2>
        {!onBreak && <p>{text.intro}</p>}
        {breaks.confirming === null ? (
          chosen !== undefined && (
            <form
              className="take-break__form"
              onSubmit={(event) => {
                event.preventDefault();
                breaks.choose(chosen);
              }}
            >
              <RadioGroup
                legend={text.choose}
                name="break-period"
                value={chosen}
                onChange={(value) => setPeriod(value as BreakPeriod)}
                options={choices}
              />
              <Button type="submit">{onBreak ? text.lengthen : text.heading}</Button>
            </form>
          )
        ) : (
          <div className="take-break__confirm" role="group" aria-labelledby="take-break-confirm">
            <h3 id="take-break-confirm" ref={confirmHeading} tabIndex={-1}>
              {text.confirmHeading}
            </h3>
            <p>
              {text.confirmText(
                BREAK_PERIOD_LABELS[breaks.confirming],
                formatBreakEnd(breakEndFor(breaks.confirming, new Date())),
              )}
            </p>
            {breaks.problem && (
              <p role="alert" className="take-break__problem">
                {breaks.problem}
              </p>
            )}
            <div className="take-break__actions">
              <Button busy={breaks.sending} onClick={() => void breaks.confirm()}>
                {text.confirm}
              </Button>
              <Button variant="secondary" disabled={breaks.sending} onClick={() => breaks.cancel()}>
                {text.cancel}
              </Button>
            </div>
          </div>
        )}
      </section>
    </>
  );
});
