// A stand-in for VS Code's `vscode` module, with only what extension.js and preview.js call;
// tests set `__settings` to the `screenkit.*` settings and fire editor events with `__fire`.
'use strict';
const disposable = { dispose() {} };
const listeners = {};
function event(name) {
  return (listener) => { (listeners[name] = listeners[name] || []).push(listener); return disposable; };
}
const panels = [];
module.exports = {
  __settings: {},
  __panels: panels,
  __fire(name, value) { for (const listener of listeners[name] || []) listener(value); },
  env: { language: 'en' },
  ViewColumn: { Active: -1, Beside: -2, One: 1 },
  commands: { registerCommand: () => disposable },
  window: {
    activeTextEditor: undefined,
    showErrorMessage: (message) => { throw new Error(message); },
    onDidChangeTextEditorSelection: event('selection'),
    onDidChangeActiveTextEditor: event('activeEditor'),
    createWebviewPanel(viewType, title, showOptions, options) {
      const panel = {
        viewType, title, showOptions, options, revealed: 0, webview: { html: '' },
        onDidDispose: () => disposable,
        reveal() { panel.revealed += 1; },
      };
      panels.push(panel);
      return panel;
    },
  },
  workspace: {
    getConfiguration(section) {
      if (section !== 'screenkit') throw new Error(`unexpected section ${section}`);
      return { get: (key) => module.exports.__settings[key] };
    },
    onDidChangeConfiguration: () => disposable,
    onDidChangeTextDocument: event('documentChange'),
    createFileSystemWatcher: (pattern) => ({ pattern }),
  },
};
