// A stand-in for vscode-languageclient/node: the constructor signature, start/stop and
// sendRequest of its documented API, recording each client made and each request sent;
// `answer` (set by a test) answers the requests.
'use strict';
const created = [];
const TransportKind = { stdio: 0, ipc: 1, pipe: 2, socket: 3 };

class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    if (typeof id !== 'string' || typeof name !== 'string' || !serverOptions || !clientOptions) {
      throw new Error('LanguageClient(id, name, serverOptions, clientOptions)');
    }
    this.record = { id, name, serverOptions, clientOptions, started: false, stopped: false, requests: [] };
    this.answer = () => null;
    created.push(this.record);
    this.record.client = this;
  }
  async start() { this.record.started = true; }
  async stop() { this.record.stopped = true; }
  async sendRequest(method, params) {
    this.record.requests.push({ method, params });
    return this.answer(method, params);
  }
}

module.exports = { LanguageClient, TransportKind, created };
