/**
 * The build's swap of embla-carousel-react's hook under @mantine/carousel: a real webpack build of
 * folders written here. @mantine/carousel's import gets our hook, another package's import keeps
 * embla's, and a @mantine/carousel that no longer imports the hook fails the build with a message.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { emblaReactPlugin, REPLACEMENT } from './embla-react.js';

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embla-react-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

/** Builds `entry.js` of the folder; @returns the modules' resources and the errors' messages. */
function build(): Promise<{ resources: string[]; errors: string[] }> {
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist') },
    devtool: false,
    // the hook's own imports are not what is tested
    externals: { react: 'react', 'embla-carousel': 'embla', 'embla-carousel-reactive-utils': 'utils' },
    plugins: [emblaReactPlugin()],
  });
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      if (err || !stats) return reject(err);
      const json = stats.toJson({ all: false, modules: true, errors: true });
      compiler.close(() =>
        resolve({
          resources: (json.modules ?? []).map((m) => m.nameForCondition ?? m.name ?? ''),
          errors: (json.errors ?? []).map((e) => e.message),
        }),
      );
    });
  });
}

/** A package of the folder's node_modules, with an ES module entry. */
function pkg(name: string, file: string, text: string) {
  write(`node_modules/${name}/package.json`, JSON.stringify({ name, version: '1.0.0', module: file, main: file }));
  write(`node_modules/${name}/${file}`, text);
}

test("@mantine/carousel's import of embla-carousel-react gets our hook; another package's keeps embla's", async () => {
  pkg('embla-carousel-react', 'esm/index.mjs', 'export default function useEmblaCarousel() { return [() => {}, undefined]; }');
  pkg('@mantine/carousel', 'esm/index.mjs', "export { Carousel } from './Carousel.mjs';");
  write(
    'node_modules/@mantine/carousel/esm/Carousel.mjs',
    "import useEmblaCarousel from 'embla-carousel-react';\nexport const Carousel = () => useEmblaCarousel();",
  );
  pkg('other', 'index.mjs', "import useEmblaCarousel from 'embla-carousel-react';\nexport const Other = () => useEmblaCarousel();");
  write('entry.js', "import { Carousel } from '@mantine/carousel';\nimport { Other } from 'other';\nconsole.log(Carousel, Other);");

  const { resources, errors } = await build();
  expect(errors).toEqual([]);
  expect(resources).toContain(REPLACEMENT);
  // embla's own module is still there: `other` asked for it
  expect(resources.some((r) => r.includes(`embla-carousel-react${path.sep}esm${path.sep}index.mjs`))).toBe(true);
});

test('a @mantine/carousel that no longer imports embla-carousel-react fails the build, naming the swap', async () => {
  pkg(
    '@mantine/carousel',
    'esm/index.mjs',
    "import useEmbla from 'embla-carousel-react/hooks.js';\nexport const Carousel = () => useEmbla();",
  );
  pkg('embla-carousel-react', 'esm/index.mjs', 'export default function useEmblaCarousel() {}');
  write('node_modules/embla-carousel-react/hooks.js', 'export default function useEmbla() { return []; }');
  write('entry.js', "import { Carousel } from '@mantine/carousel';\nconsole.log(Carousel);");

  const { resources, errors } = await build();
  expect(resources).not.toContain(REPLACEMENT);
  expect(errors).toEqual([expect.stringContaining('shared/build/embla-react.js: @mantine/carousel is bundled but no longer imports')]);
});
