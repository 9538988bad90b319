import { CallablesPort } from '../ports/CallablesPort';
import { ClockPort } from '../ports/ClockPort';
import { ApplyAppUpdate } from './ApplyAppUpdate';
import { DeviceCopyCallables } from './DeviceCopyCallables';
import { DialogStore } from './DialogStore';
import { feature } from './feature';
import { LastSeen } from './LastSeen';
import { NotificationsStore } from './NotificationsStore';
import { ProblemReporter } from './ProblemReporter';
import { WaitForCalmMoment } from './WaitForCalmMoment';
import { WatchAppUpdates } from './WatchAppUpdates';

/**
 * What every feature may use: dialogs, toasts, problem reports and the device copy of answers.
 * Whatever CallablesPort the adapters bind is handed out wrapped in the device copy
 * (DeviceCopyCallables), so every use case gets it by injecting CallablesPort.
 */
export const kernel = feature(
  'kernel',
  [
    LastSeen,
    DialogStore,
    NotificationsStore,
    ProblemReporter,
    ApplyAppUpdate,
    WatchAppUpdates,
    WaitForCalmMoment,
  ],
  (options) =>
    options.onActivation<CallablesPort>(
      CallablesPort,
      (context, port) =>
        new DeviceCopyCallables(port, context.get(LastSeen), context.get<ClockPort>(ClockPort)),
    ),
);
