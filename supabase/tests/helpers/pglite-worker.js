'use strict';
/**
 * Hosts one PGlite database (local/supabase's openDatabase: platform stub + supabase/migrations)
 * in a worker thread. PGlite loads its WASM and file system with dynamic import(), which jest's
 * VM sandbox refuses without --experimental-vm-modules; a worker thread runs in plain Node.
 *
 * Messages in:  { id, type: 'query', sql, params } | { id, type: 'exec', sql }
 *               | { id, type: 'tx', steps: [{ sql, params }] }   (one transaction; rolls back on error)
 *               | { id, type: 'close' }
 * Messages out: { id, ok: true, result } | { id, ok: false, error: { code, message } }
 * A result is { rows, affected } (of the last step for 'tx').
 */
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const { openDatabase } = require(path.join(__dirname, '../../../local/supabase/src/db.js'));

const ready = openDatabase(workerData || {});

function shape(result) {
  return { rows: result.rows, affected: result.affectedRows ?? 0 };
}

async function handle(msg) {
  const db = await ready;
  switch (msg.type) {
    case 'query':
      return shape(await db.query(msg.sql, msg.params || []));
    case 'exec':
      await db.exec(msg.sql);
      return { rows: [], affected: 0 };
    case 'tx':
      return db.transaction(async (tx) => {
        let last = { rows: [], affected: 0 };
        for (const step of msg.steps) last = shape(await tx.query(step.sql, step.params || []));
        return last;
      });
    case 'close':
      await db.close();
      return { rows: [], affected: 0 };
    default:
      throw new Error(`unknown message ${msg.type}`);
  }
}

parentPort.on('message', (msg) => {
  handle(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, ok: true, result }),
    (e) => parentPort.postMessage({ id: msg.id, ok: false, error: { code: e && e.code, message: String((e && e.message) || e) } }),
  );
});
