// Which `screenkit` the extension starts. Kept free of the `vscode` module so that it can be
// tested with plain node.
'use strict';
const fs = require('fs');
const path = require('path');

/**
 * The setting when it is set, else the binary bundled in the extension's `bin/`, else the bare
 * name, which the operating system looks up on PATH.
 */
function resolveServerPath(setting, extensionPath, platform = process.platform) {
  if (setting && setting.trim() !== '') {
    return setting.replace(/^~(?=$|[\\/])/, require('os').homedir());
  }
  const bundled = path.join(extensionPath, 'bin', platform === 'win32' ? 'screenkit.exe' : 'screenkit');
  if (isExecutable(bundled)) {
    return bundled;
  }
  return 'screenkit';
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** `auto` follows VS Code's display language, which the client also sends as `locale`. */
function resolveLocale(setting, displayLanguage) {
  return !setting || setting === 'auto' ? displayLanguage : setting;
}

module.exports = { resolveServerPath, resolveLocale };
