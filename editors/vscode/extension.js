// The ScreenKit extension: starts `screenkit lsp` for .screen files through
// vscode-languageclient, which does the LSP work (diagnostics, hover, completion, tracing),
// and shows the preview (preview.js) beside the editor.
'use strict';
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');
const { resolveServerPath, resolveLocale } = require('./server-path');
const { ScreenPreview, openStoryboard } = require('./preview');

let client;
let preview;

async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand('screenkit.restartServer', () => restart(context)),
    vscode.commands.registerCommand('screenkit.showPreview', () => preview && preview.open()),
    vscode.commands.registerCommand('screenkit.showStoryboard', () => client && openStoryboard(vscode, client)),
    // The server reads its options once, at initialize: a changed setting needs a new server.
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('screenkit') && !event.affectsConfiguration('screenkit.trace')) {
        restart(context);
      }
    }),
  );
  await start(context);
}

async function start(context) {
  const settings = vscode.workspace.getConfiguration('screenkit');
  const command = resolveServerPath(settings.get('server.path'), context.extensionPath);
  const serverOptions = {
    run: { command, args: ['lsp'], transport: TransportKind.stdio },
    debug: { command, args: ['lsp', '--log-level', 'debug'], transport: TransportKind.stdio },
  };
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'screen' },
      { scheme: 'untitled', language: 'screen' },
    ],
    synchronize: {
      fileEvents: vscode.workspace.createFileSystemWatcher('**/{*.screen,screenkit.json}'),
    },
    initializationOptions: {
      locale: resolveLocale(settings.get('locale'), vscode.env.language),
      rules: settings.get('rules'),
    },
    outputChannelName: 'ScreenKit',
    middleware: {
      // The "Preview" lens runs the server's `screenkit.preview`; its answer, the screen's
      // SVG, opens the panel, which then follows the cursor.
      executeCommand: async (command, args, next) => {
        const result = await next(command, args);
        if (command === 'screenkit.preview' && result && preview) preview.open(result);
        return result;
      },
    },
  };
  // The id `screenkit` makes the client read the `screenkit.trace.server` setting.
  client = new LanguageClient('screenkit', 'ScreenKit', serverOptions, clientOptions);
  if (!preview) {
    preview = new ScreenPreview(vscode, client);
    preview.listen(context.subscriptions);
  } else {
    preview.client = client;
  }
  try {
    await client.start();
  } catch (error) {
    vscode.window.showErrorMessage(
      `ScreenKit could not start '${command} lsp': ${error.message}. Set screenkit.server.path or put screenkit on PATH.`);
  }
}

async function restart(context) {
  await deactivate();
  await start(context);
}

async function deactivate() {
  if (client) {
    const running = client;
    client = undefined;
    await running.stop();
  }
}

module.exports = { activate, deactivate };
