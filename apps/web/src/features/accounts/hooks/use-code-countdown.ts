/**
 * The get-code button's countdown (spec §4 "Code button: 60 s countdown, disabled meanwhile …
 * cancelled if sending fails"). The dialog keeps one for register and one for reset, so waiting on
 * one never blocks the other; reopening the dialog makes fresh ones (spec §4 "opening resets …
 * timers"). Remaining seconds are computed from a deadline, so a throttled background tab still
 * ends on time.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CODE_RESEND_WAIT_S } from '@dali/shared/constants';

/** A running or idle countdown. */
export interface CodeCountdown {
  /** Whole seconds left; 0 when the button may be used. */
  remaining: number;
  /** Start (or restart) the full wait. */
  start: () => void;
  /** Stop and allow the button again (sending failed). */
  cancel: () => void;
}

/** A countdown of `seconds` (default 60, spec §9), ticking once a second. */
export function useCodeCountdown(seconds: number = CODE_RESEND_WAIT_S): CodeCountdown {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const cancel = useCallback(() => {
    stop();
    setRemaining(0);
  }, [stop]);

  const start = useCallback(() => {
    stop();
    const deadline = Date.now() + seconds * 1000;
    setRemaining(seconds);
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) stop();
    }, 1000);
  }, [seconds, stop]);

  // Closing the dialog (unmount) must not leave an interval running.
  useEffect(() => stop, [stop]);

  return { remaining, start, cancel };
}
