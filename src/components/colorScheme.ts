/**
 * Light and dark colour schemes: they follow the system until the person picks
 * one with the toggle; the pick persists in localStorage through Mantine's manager.
 */
import { localStorageColorSchemeManager } from '@mantine/core';

const STORAGE_KEY = 'bank.color-scheme';

/** Mantine's localStorage manager under the bank's key. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEY });

/**
 * Sets `data-mantine-color-scheme` on <html> before React renders, from the saved pick or
 * the system's preference. The CSP forbids inline scripts (no ColorSchemeScript), so this
 * runs from the entry module instead; without it a dark-mode visitor would see a light flash.
 */
export function applySavedColorScheme(): void {
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked: follow the system.
  }
  const system = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  const scheme = saved === 'light' || saved === 'dark' ? saved : system;
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
}
