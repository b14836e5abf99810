/**
 * The front door's generated configuration: the upstream list parsed from `--upstreams`, the
 * rules it must keep (hash by sandbox name, no retry elsewhere, unbuffered streams), and
 * nginx's own check of the file when nginx is installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig, parseUpstreams } from './nginx';
import { NGINX_BINARY } from './supervisor';

describe('the front door configuration', () => {
  it('parses host:port lists and refuses anything else', () => {
    expect(parseUpstreams('10.0.0.11:3001, bank-b:3002,[::1]:3003')).toEqual([
      { host: '10.0.0.11', port: 3001 },
      { host: 'bank-b', port: 3002 },
      { host: '[::1]', port: 3003 },
    ]);
    expect(() => parseUpstreams('10.0.0.11')).toThrow(/host:port/);
    expect(() => parseUpstreams('10.0.0.11:0')).toThrow(/host:port/);
    expect(() => parseUpstreams('10.0.0.11:70000')).toThrow(/host:port/);
  });

  it('hashes sandbox names over every process, sends the rest to the first, never retries elsewhere', () => {
    const text = nginxConfig({
      listenPort: 8080,
      upstreams: [
        { host: '10.0.0.11', port: 3001 },
        { host: '10.0.0.12', port: 3001 },
      ],
      prefix: '/srv/bank/cluster/nginx',
    });
    const sandboxes = text.slice(
      text.indexOf('upstream bank_sandboxes'),
      text.indexOf('upstream bank_main'),
    );
    expect(sandboxes).toContain('hash $bank_sandbox consistent;');
    expect(sandboxes).toContain('server 10.0.0.11:3001 max_fails=0;');
    expect(sandboxes).toContain('server 10.0.0.12:3001 max_fails=0;');
    const main = text.slice(text.indexOf('upstream bank_main'), text.indexOf('server {'));
    expect(main).toContain('server 10.0.0.11:3001');
    expect(main).not.toContain('10.0.0.12');
    expect(text).toContain('proxy_next_upstream off;');
    expect(text).toContain('proxy_buffering off;');
    expect(text).toContain('listen 127.0.0.1:8080;');
    expect(text).toContain('pid /srv/bank/cluster/nginx/nginx.pid;');
    expect(() => nginxConfig({ listenPort: 1, upstreams: [], prefix: '/x' })).toThrow();
  });

  it.skipIf(!existsSync(NGINX_BINARY))('passes nginx -t', () => {
    const prefix = mkdtempSync(join(tmpdir(), 'bank-nginx-'));
    try {
      for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
        mkdirSync(join(prefix, 'temp', temp), { recursive: true });
      }
      const config = join(prefix, 'nginx.conf');
      writeFileSync(
        config,
        nginxConfig({ listenPort: 8080, upstreams: [{ host: '127.0.0.1', port: 3001 }], prefix }),
      );
      const run = spawnSync(
        NGINX_BINARY,
        ['-t', '-p', prefix, '-c', config, '-e', join(prefix, 'error.log')],
        { encoding: 'utf8' },
      );
      expect(run.stderr).toContain('syntax is ok');
      expect(run.status).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
