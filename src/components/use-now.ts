import { useEffect, useState } from 'react';

/** The time, updated every `intervalMs` while `ticking` (a countdown on screen); still otherwise. */
export function useNow(intervalMs: number, ticking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, ticking]);
  return now;
}
