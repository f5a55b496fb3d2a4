import { markSonnerLoaded } from './toast';

/**
 * What `import … from 'sonner'` resolves to in the web app (vite.config.ts): sonner itself, plus
 * the signal that mounts the lazily loaded Toaster (see ./toast.ts).
 */
export * from 'sonner';

markSonnerLoaded();
