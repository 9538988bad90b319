import { observer } from 'mobx-react-lite';
import type { Toast } from '../../core/kernel/toasts';
import { NotificationsStore } from '../../core/kernel/NotificationsStore';
import { ToastRegion, type ToastView } from '../components/ToastRegion';
import { useService } from '../di/useService';

// The region draws info, success and error; a warning reads as information.
const toView = (toast: Toast): ToastView => ({
  id: toast.id,
  message: toast.message,
  kind: toast.kind === 'warning' ? 'info' : toast.kind,
  count: toast.count,
});

/** The toasts of NotificationsStore; identical ones are grouped with a count (spec section 4). */
export const ToastHost = observer(function ToastHost() {
  const notifications = useService(NotificationsStore);
  return (
    <ToastRegion
      toasts={notifications.toasts.map(toView)}
      onDismiss={(id) => notifications.dismiss(id)}
    />
  );
});
