import { useState } from 'react';
import { Router } from 'wouter';
import { DialogHost } from './shell/DialogHost';
import { PaintedScreenHandOver } from './shell/PaintedScreenHandOver';
import { ShellErrorBoundary } from './shell/ShellErrorBoundary';
import { ShellRoutes } from './shell/ShellRoutes';
import { ShellState } from './shell/ShellState';
import { ShellStateContext } from './shell/ShellStateContext';
import { ToastHost } from './shell/ToastHost';

/**
 * The app shell: browser history with base '/', the guarded routes, and the hosts of the one
 * 'Problem' (or update) dialog and of the toasts, which outlive every page change, and the hand-over
 * from the painted copy of the member's last screen.
 */
export function App() {
  const [shell] = useState(() => new ShellState());
  return (
    <ShellErrorBoundary>
      <ShellStateContext.Provider value={shell}>
        {/* Browser history, base "/" (wouter's default). */}
        <Router>
          <ShellRoutes />
          <DialogHost />
          <ToastHost />
          <PaintedScreenHandOver />
        </Router>
      </ShellStateContext.Provider>
    </ShellErrorBoundary>
  );
}
