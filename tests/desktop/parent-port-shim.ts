// Loaded with `--import` into a Node child process: stands in for Electron's
// `process.parentPort` over Node's child-process IPC, so the utility-process entry
// (src/main/hive-local-process.ts) runs unchanged outside Electron.
type MessageListener = (event: { data: unknown }) => void;

const parentPort = {
  postMessage(message: unknown): void {
    process.send?.(message);
  },
  on(event: string, listener: MessageListener) {
    if (event === 'message') process.on('message', (data) => listener({ data }));
    return parentPort;
  },
};

Object.defineProperty(process, 'parentPort', { value: parentPort });
