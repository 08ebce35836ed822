// A stand-in for vscode-languageclient/node: the constructor signature and start/stop of its
// documented API, recording each client made.
'use strict';
const created = [];
const TransportKind = { stdio: 0, ipc: 1, pipe: 2, socket: 3 };

class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    if (typeof id !== 'string' || typeof name !== 'string' || !serverOptions || !clientOptions) {
      throw new Error('LanguageClient(id, name, serverOptions, clientOptions)');
    }
    this.record = { id, name, serverOptions, clientOptions, started: false, stopped: false };
    created.push(this.record);
  }
  async start() { this.record.started = true; }
  async stop() { this.record.stopped = true; }
}

module.exports = { LanguageClient, TransportKind, created };
