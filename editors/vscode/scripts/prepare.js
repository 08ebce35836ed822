// Run by `vsce package` (vscode:prepublish): copies the shared grammar and language
// configuration from the repository's Grammar/ into the extension, and bundles a built
// `screenkit` into bin/ when one is given (SCREENKIT_BIN) or built (.build/release).
'use strict';
const fs = require('fs');
const path = require('path');

const extension = path.resolve(__dirname, '..');
const repository = process.env.SCREENKIT_SOURCE_ROOT || path.resolve(extension, '..', '..');

function copy(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
  console.log(`${path.relative(extension, to)} <- ${from}`);
}

copy(path.join(repository, 'Grammar', 'screen.tmLanguage.json'), path.join(extension, 'syntaxes', 'screen.tmLanguage.json'));
copy(path.join(repository, 'Grammar', 'language-configuration.json'), path.join(extension, 'language-configuration.json'));

const binary = process.env.SCREENKIT_BIN || path.join(repository, '.build', 'release', 'screenkit');
if (fs.existsSync(binary)) {
  copy(binary, path.join(extension, 'bin', 'screenkit'));
  fs.chmodSync(path.join(extension, 'bin', 'screenkit'), 0o755);
} else {
  console.log('No screenkit binary to bundle: the extension will use screenkit on PATH.');
}
