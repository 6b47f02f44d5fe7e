/**
 * URL of the bundled capture worklet. `?worker&url` makes Vite bundle pcm-capture.worklet.ts as
 * its own script and give its address; this module is imported only by the translator's lazy
 * chunk, so the file is requested only when a recording starts.
 */
// Vite's `?worker&url` query gives the built file's address as the default export (vite/client types).
// eslint-disable-next-line import-x/default -- the resolver does not know Vite's query suffixes
import workletUrl from './pcm-capture.worklet.ts?worker&url';

/** Address of the `pcm-capture` audio worklet module. */
export const captureWorkletUrl: string = workletUrl;
