/**
 * Calls `check` each time the page shows again — how a phone that slept through a session's hour
 * finds out on waking. Returns the function that stops listening.
 */
export function onPageShown(check: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => document.removeEventListener('visibilitychange', onVisible);
}
