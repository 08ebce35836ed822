// The preview beside the editor: a webview with the SVG wireframe of the screen under the
// cursor, asked of the server with `screenkit/preview` and redrawn when the cursor moves to
// another screen or the document changes. The "Preview" lens above a screen opens it.
'use strict';

const REDRAW_DELAY_MS = 150;

class ScreenPreview {
  constructor(vscode, client) {
    this.vscode = vscode;
    this.client = client;
    this.panel = undefined;
    this.timer = undefined;
    this.shown = undefined;
  }

  // Opens the panel beside the editor (or brings it forward) and draws the active editor's screen.
  open(picture) {
    const vscode = this.vscode;
    if (!this.panel) {
      this.panel = vscode.window.createWebviewPanel(
        'screenkit.preview', 'ScreenKit Preview',
        { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
        { enableScripts: false, retainContextWhenHidden: false });
      this.panel.onDidDispose(() => { this.panel = undefined; this.shown = undefined; });
    } else {
      this.panel.reveal(vscode.ViewColumn.Beside, true);
    }
    if (picture) {
      this.draw(picture);
    } else {
      this.schedule(vscode.window.activeTextEditor);
    }
  }

  // Waits a moment after a change, so that typing redraws once rather than at each key.
  schedule(editor) {
    if (!this.panel || !editor || editor.document.languageId !== 'screen') return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.refresh(editor), REDRAW_DELAY_MS);
  }

  async refresh(editor) {
    const position = editor.selection.active;
    const params = {
      textDocument: { uri: editor.document.uri.toString() },
      position: { line: position.line, character: position.character },
    };
    let picture;
    try {
      picture = await this.client.sendRequest('screenkit/preview', params);
    } catch (error) {
      return; // The server logged why; the last picture stays.
    }
    if (picture && this.panel) this.draw(picture);
  }

  draw(picture) {
    this.shown = picture.screen;
    this.panel.title = `Preview: ${picture.screen}`;
    this.panel.webview.html = page(picture.screen, picture.svg);
  }

  // The editor events the panel follows.
  listen(subscriptions) {
    const vscode = this.vscode;
    subscriptions.push(
      vscode.window.onDidChangeTextEditorSelection((event) => this.schedule(event.textEditor)),
      vscode.window.onDidChangeActiveTextEditor((editor) => this.schedule(editor)),
      vscode.workspace.onDidChangeTextDocument((event) => {
        const editor = vscode.window.activeTextEditor;
        if (editor && editor.document === event.document) this.schedule(editor);
      }),
    );
  }
}

// The webview's page: the SVG and nothing that runs or loads.
function page(screen, svg) {
  const title = String(screen).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  return '<!DOCTYPE html><html><head><meta charset="utf-8">'
    + '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'">'
    + `<title>${title}</title><style>body{margin:16px;background:#E9E9EE}svg{max-width:100%;height:auto;box-shadow:0 4px 24px rgba(0,0,0,.25)}</style>`
    + `</head><body>${svg}</body></html>`;
}

// The storyboard of the workspace in its own panel; its little script shows an element's
// source line and findings on a click.
async function openStoryboard(vscode, client) {
  const answer = await client.sendRequest('workspace/executeCommand', { command: 'screenkit.storyboard', arguments: [] });
  const panel = vscode.window.createWebviewPanel(
    'screenkit.storyboard', 'ScreenKit Storyboard', vscode.ViewColumn.Beside, { enableScripts: true });
  panel.webview.html = answer.html;
  return panel;
}

module.exports = { ScreenPreview, openStoryboard, page };
