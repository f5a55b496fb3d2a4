import { useEffect, useState } from 'react';

/** Seconds left until `until` (a timestamp), ticking once a second; 0 once it has passed. */
export function useCountdown(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` only reads `until`
  }, [until]);
  return seconds;
}
