import { describe, expect, it } from 'vitest';
import { DEVICE_SYSTEMS, describeBrowser } from './device';

/** A User-Agent of each system a label names. */
const AGENTS: Record<string, string> = {
  Android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iOS: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  Windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
  macOS:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  Linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

describe('device labels', () => {
  it('names the browser and the system, the more specific system first', () => {
    expect(describeBrowser(AGENTS.Android!)).toBe('Chrome on Android');
    expect(describeBrowser(AGENTS.iOS!)).toBe('Safari on iOS');
    expect(describeBrowser(AGENTS.Windows!)).toBe('Edge on Windows');
    expect(describeBrowser(AGENTS.macOS!)).toBe('Safari on macOS');
    expect(describeBrowser(AGENTS.Linux!)).toBe('Firefox on Linux');
  });

  it('says the browser alone, or that it is unknown, when there is less to tell', () => {
    expect(describeBrowser('curl/8.5.0')).toBe('curl');
    expect(describeBrowser(null)).toBe('an unknown browser');
  });

  it('lists every system it can name', () => {
    expect([...DEVICE_SYSTEMS].sort()).toEqual(Object.keys(AGENTS).sort());
  });
});
