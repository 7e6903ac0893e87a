#!/usr/bin/env node
/**
 * `npm run i18n:extract`: writes each catalog's English source (`locales/en.json`) from the
 * messages in the code and drops the ids the code no longer uses from the other languages
 * (architecture §13, CONTRIBUTING "Add a message"). What is still to translate is then what
 * `scripts/i18n.node.test.js` reports.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { writeCatalogs } = require('./i18n-catalogs.cjs');

const changed = writeCatalogs();
console.log(changed.length ? `updated:\n  ${changed.join('\n  ')}` : 'catalogs up to date');
