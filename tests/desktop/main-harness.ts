// Runs main's real start sequence (src/main/index) against the fake `electron`. Each test file
// still declares its own vi.mock('electron') and vi.mock('electron-store') (vitest hoists them per file).
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { FakeBrowserWindow, fake, resetFake } from './fake-electron';

process.env.HIVE_LOG_LEVEL = 'silent';
// No hosted backend configured: main starts Hive Local in its (fake) utility process.
delete process.env.HIVE_SUPABASE_URL;
delete process.env.VITE_SUPABASE_URL;

/** Imports main afresh and returns its one window once the IPC handlers and Hive Local's process exist. */
export async function startMain(): Promise<FakeBrowserWindow> {
  vi.resetModules();
  await import('../../src/main/index');
  await vi.waitFor(() => expect(FakeBrowserWindow.all).toHaveLength(1));
  await vi.waitFor(() => {
    expect(fake.ipcHandlers.size).toBeGreaterThan(0);
    expect(fake.forks).toHaveLength(1);
  });
  return FakeBrowserWindow.all[0] as FakeBrowserWindow;
}

/**
 * A clean fake before each test; after it, main's app listeners and the unhandled-rejection logger
 * each start adds to this (shared) test process are removed.
 */
export function useFreshMain(): void {
  const ownListeners = process.listeners('unhandledRejection');
  beforeEach(() => resetFake());
  afterEach(() => {
    fake.app.removeAllListeners();
    for (const listener of process.listeners('unhandledRejection')) {
      if (!ownListeners.includes(listener)) process.off('unhandledRejection', listener);
    }
  });
}
