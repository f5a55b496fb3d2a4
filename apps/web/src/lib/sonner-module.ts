import { markSonnerLoaded } from './toast';

/**
 * sonner itself, loaded on demand (./toast.ts): the one module that imports the real package
 * (vite.config.ts resolves every other `import … from 'sonner'` to ./sonner.ts). Its arrival
 * mounts the Toaster.
 */
export * from 'sonner';

markSonnerLoaded();
