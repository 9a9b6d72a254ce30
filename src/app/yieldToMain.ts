/**
 * Gives the browser a turn (input, rendering) before going on: the start-up's work comes in short
 * tasks rather than one long one (docs/performance.md).
 */
export const yieldToMain = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
