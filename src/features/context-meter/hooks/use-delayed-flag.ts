import { useEffect, useState } from 'react';

/**
 * True once `flag` has stayed true for `delayMs`. A recount after each keystroke lasts a few milliseconds;
 * announcing it would make the header flicker, so only a recount that takes a while is shown.
 */
export function useDelayedFlag(flag: boolean, delayMs = 400): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && shown;
}
