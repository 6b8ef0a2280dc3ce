// Renders every persona with every JSON Resume theme installed beside this script's working
// directory (see README.md) into <out>/<theme>--<persona>.html.
const fs = require('fs');
const path = require('path');

const [personaDir, outDir, ...themes] = process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });

async function load(theme) {
  const name = `jsonresume-theme-${theme}`;
  let entry = require.resolve(name, { paths: [process.cwd()] });
  // Prefer a package's ES module entry: some themes' CommonJS builds cannot load their deps.
  const dir = path.join(process.cwd(), 'node_modules', name);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const esm = pkg.exports && pkg.exports['.'] && pkg.exports['.'].import;
  if (esm) entry = path.join(dir, typeof esm === 'string' ? esm : esm.default);
  try {
    return await import(require('url').pathToFileURL(entry).href);
  } catch (e) {
    return require(entry);
  }
}

(async () => {
  for (const theme of themes) {
    let mod;
    try {
      mod = await load(theme);
    } catch (e) {
      console.error(`${theme}: cannot load (${e.message})`);
      continue;
    }
    const render = mod.render || (mod.default && mod.default.render) || mod.default;
    for (const file of fs.readdirSync(personaDir).filter((f) => f.endsWith('.json'))) {
      const resume = JSON.parse(fs.readFileSync(path.join(personaDir, file), 'utf8'));
      try {
        const html = await render(resume);
        const out = path.join(outDir, `${theme}--${file.replace(/\.json$/, '')}.html`);
        fs.writeFileSync(out, html);
      } catch (e) {
        console.error(`${theme} ${file}: ${e.message}`);
      }
    }
  }
})();
