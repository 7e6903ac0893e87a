/**
 * The build's check of Mantine's per-component CSS: a file is missing when built JavaScript names
 * a class only it styles and the styles module does not import it; `.layer.css` variants and
 * files the module imports never count. On folders written here, and on this repo's own list
 * with the installed Mantine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { missingMantineCss, importedMantineCss, mantineStylesDir } from './mantine-css.js';

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mantine-css-'));
  for (const d of ['dist-a', 'dist-b', 'styles']) fs.mkdirSync(path.join(dir, d));
  const write = (f: string, text: string) => fs.writeFileSync(path.join(dir, f), text);
  write('dist-a/main.js', 'var classes={root:"m_aaaaaaaa"};');
  write('dist-b/remoteEntry.js', 'var classes={root:"m_bbbbbbbb",label:"m_dddddddd"};');
  write('dist-b/notes.txt', 'm_cccccccc'); // not JavaScript: not read
  write('styles/A.css', '.m_aaaaaaaa{color:red}');
  write('styles/B.css', '.m_bbbbbbbb{color:blue}');
  write('styles/B.layer.css', '@layer mantine{.m_bbbbbbbb{color:blue}}');
  write('styles/C.css', '.m_cccccccc{color:green}');
  write('styles/D.css', '.m_dddddddd{color:gray}');
  write(
    'styles.js',
    "import '@mantine/core/styles/A.css';\nimport '@mantine/core/styles/D.css';\nimport '@mantine/carousel/styles.css';\n",
  );
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const check = () =>
  missingMantineCss({
    distDirs: [path.join(dir, 'dist-a'), path.join(dir, 'dist-b')],
    stylesFile: path.join(dir, 'styles.js'),
    stylesDir: path.join(dir, 'styles'),
  });

test('names the file of a class the builds use that the list does not import, and only that one', () => {
  expect(importedMantineCss(path.join(dir, 'styles.js'))).toEqual(['A.css', 'D.css']);
  expect(check()).toEqual({ missing: ['B.css'], used: 3 });
});

test('nothing is missing once the file is imported', () => {
  fs.appendFileSync(path.join(dir, 'styles.js'), "import '@mantine/core/styles/B.css';\n");
  expect(check().missing).toEqual([]);
});

test("this repo's list covers Button, with the installed Mantine's files", () => {
  const stylesFile = require.resolve('@streamscout/ui/styles');
  const imported = importedMantineCss(stylesFile);
  expect(imported.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
  const button = fs.readFileSync(path.join(mantineStylesDir(), 'Button.css'), 'utf8').match(/m_[0-9a-f]{8}/)?.[0];
  fs.writeFileSync(path.join(dir, 'dist-a/main.js'), `var classes={root:"${button}"};`);
  fs.writeFileSync(path.join(dir, 'dist-b/remoteEntry.js'), '');
  expect(missingMantineCss({ distDirs: [path.join(dir, 'dist-a'), path.join(dir, 'dist-b')], stylesFile })).toEqual({
    missing: [],
    used: 1,
  });
});
