import JSONRPC
import ScreenFileSystem
import ScreenRules
import ScreenSyntax

extension LanguageServer {
    /// Reads every folder's screenkit.json (a missing one sets nothing), forgets those of
    /// folders no longer open, notes which files' problems changed for the client, and
    /// applies the result.
    func loadConfigurationFiles() {
        let keys = Set(workspace.configurationPaths.map { DocumentURI(path: $0).string })
        for (key, file) in configurationFiles where !keys.contains(key) {
            configurationFiles[key] = nil
            if !file.problems.isEmpty { changedKeys.insert(key) }
        }
        var files: [Configuration] = []
        for path in workspace.configurationPaths {
            let key = DocumentURI(path: path).string
            let file = readConfiguration(path, uri: uri(of: key))
            if file.problems != configurationFiles[key]?.problems ?? [] { changedKeys.insert(key) }
            configurationFiles[key] = file
            files.append(file.configuration)
        }
        settings.files = files
        applySettings()
    }

    /// `initializationOptions`: the same shape as screenkit.json.
    func applyInitializationOptions(_ options: JSONValue?) {
        settings.initializationOptions = editorConfiguration(options, from: Self.initializationOptionsSource)
        applySettings()
    }

    /// Asks the client for its `screenkit` settings, when it answers such requests.
    func requestEditorSettings() {
        guard session.capabilities.supportsConfigurationRequests else { return }
        request(ConfigurationRequest.self, ConfigurationParams(sections: ["screenkit"]), purpose: .editorSettings)
    }

    /// The answer to `workspace/configuration`: one value per section asked for.
    func receivedEditorSettings(_ result: JSONValue) {
        settings.editorSettings = editorConfiguration(result[0], from: Self.editorSettingsSource)
        applySettings()
    }

    /// `workspace/didChangeConfiguration`: a client that answers requests is asked again (the
    /// notification's own settings vary by editor); otherwise its `screenkit` section is read.
    func didChangeConfiguration(_ params: DidChangeConfigurationParams) {
        if session.capabilities.supportsConfigurationRequests {
            requestEditorSettings()
        } else {
            settings.editorSettings = editorConfiguration(params.settings?["screenkit"], from: Self.editorSettingsSource)
            applySettings()
        }
    }

    /// Hands the effective configuration to the analysis and the language to the session.
    /// When either changed, every file's diagnostics are sent again: findings may differ,
    /// and so may the language of every message.
    func applySettings() {
        let language = settings.language
        // The session reads every finding in its language alone, so they are worded in it
        // alone; a change of language is then a change of configuration.
        var configuration = settings.effective
        configuration.messageLanguage = language
        let changed = configuration != host.snapshot.configuration || language != session.language
        host.setConfiguration(configuration)
        if language != session.language {
            session.language = language
            publishedDiagnostics.removeAll()
            changedKeys.formUnion(configurationFiles.filter { !$0.value.problems.isEmpty }.keys)
        }
        guard changed, phase == .running else { return }
        changedKeys.formUnion(host.snapshot.fileKeys)
        requestDiagnosticRefresh()
    }

    /// Settings from the editor. Having no file to stand on, their problems are shown to the
    /// user in one message (the first problem, and how many more there are) and each goes to
    /// the log.
    private func editorConfiguration(_ value: JSONValue?, from source: LocalizedText) -> Configuration {
        let (configuration, problems) = Configuration.fromEditorSettings(value)
        for problem in problems {
            log.warning("\(source.english): \(problem[.english])")
        }
        if let first = problems.first {
            let more = problems.count - 1
            let message = "ScreenKit, \(source[session.language]): \(first[session.language])" + (more > 0 ? " (+\(more))" : "")
            notify(ShowMessageNotification.self, LogMessageParams(type: 2, message: message))
        }
        return configuration
    }

    /// The folder's screenkit.json: missing (or not the workspace's to read), it sets nothing;
    /// unreadable, it says why on the file.
    private static let initializationOptionsSource = LocalizedText("initializationOptions", "initializationOptions", "initializationOptions")
    private static let editorSettingsSource = LocalizedText("the editor's screenkit settings", "编辑器的 screenkit 设置", "編輯器的 screenkit 設定")

    private func readConfiguration(_ path: String, uri: String) -> ConfigurationFile {
        guard workspace.mayReadConfiguration(path) else { return ConfigurationFile(uri: uri, bytes: nil) }
        do {
            return ConfigurationFile(uri: uri, bytes: try FileSystem.readFile(path))
        } catch {
            log.warning("cannot read \(error)")
            return ConfigurationFile(uri: uri, unreadable: error.reason)
        }
    }
}
