/**
 * How the site finds the table server that serves it: each of its files carries X-Pomona-Tables,
 * which a page asks of its own address (HEAD). The same request to a plain static host answers
 * without it, so a page learns there are no tables without a request that fails (no 404 in its
 * console), and a file not in the site is still a 404.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTables, type TestTables } from './tables.js';

let tables: TestTables;

before(async () => {
  const site = mkdtempSync(join(tmpdir(), 'pomona-site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(join(site, 'studio.html'), '<!doctype html><title>studio</title>');
  tables = await startTables({ site });
});
after(async () => {
  await tables?.close();
});

describe('the site served from the table server', () => {
  for (const path of ['/', '/index.html', '/studio.html']) {
    it(`answers HEAD ${path} with the tables' name in X-Pomona-Tables`, async () => {
      const answer = await fetch(`${tables.endpoint}${path}`, { method: 'HEAD' });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('x-pomona-tables'), 'table');
      assert.match(answer.headers.get('content-type') ?? '', /^text\/html/);
    });
  }

  it('still answers a file that is not there with 404, and GET /pomona/tables with the tables', async () => {
    assert.equal((await fetch(`${tables.endpoint}/missing.html`)).status, 404);
    assert.deepEqual(await (await fetch(`${tables.endpoint}/pomona/tables`)).json(), { tables: 'table' });
  });
});
