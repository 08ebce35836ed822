// A stand-in for VS Code's `vscode` module, with only what extension.js calls; tests set
// `__settings` to the `screenkit.*` settings.
'use strict';
const disposable = { dispose() {} };
module.exports = {
  __settings: {},
  env: { language: 'en' },
  commands: { registerCommand: () => disposable },
  window: { showErrorMessage: (message) => { throw new Error(message); } },
  workspace: {
    getConfiguration(section) {
      if (section !== 'screenkit') throw new Error(`unexpected section ${section}`);
      return { get: (key) => module.exports.__settings[key] };
    },
    onDidChangeConfiguration: () => disposable,
    createFileSystemWatcher: (pattern) => ({ pattern }),
  },
};
