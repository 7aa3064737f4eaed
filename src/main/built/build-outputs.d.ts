// Types of the desktop build's generated imports (electron.vite.config.ts).

/** electron-vite bundles the module and gives the absolute path of the output file. */
declare module '*?modulePath' {
  const file: string;
  export default file;
}

/** Edge function name → absolute path of its bundle (scripts/desktop-build/edge-functions-plugin.ts). */
declare module 'virtual:hive-edge-functions' {
  const bundles: Readonly<Record<string, string>>;
  export default bundles;
}
