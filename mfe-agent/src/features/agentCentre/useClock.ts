import { useEffect, useState } from 'react';

/** The agent centre's live clock: ticks every second (shown in the site's zone by `useSiteDate`). */
export function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
