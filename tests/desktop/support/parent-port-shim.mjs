// Loaded with `--import` into a plain Node process that runs the built out/main/hive-local.js:
// stands in for Electron's `process.parentPort` over Node's child-process IPC, exactly as the
// utility process would see it. Plain JavaScript, so the built app starts without tsx.
const parentPort = {
  postMessage(message) {
    process.send?.(message);
  },
  on(event, listener) {
    if (event === 'message') process.on('message', (data) => listener({ data }));
    return parentPort;
  },
};

Object.defineProperty(process, 'parentPort', { value: parentPort });
