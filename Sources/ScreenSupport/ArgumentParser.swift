/// A small parser for `--name value`, `--name=value` and flags; what ScreenKit's few options need.
public struct ArgumentParser {
    public private(set) var positional: [String] = []
    public private(set) var values: [String: String] = [:]
    public private(set) var flags: Set<String> = []

    public struct UsageError: Error {
        public let message: String

        public init(message: String) {
            self.message = message
        }
    }

    /// Parses `arguments` given the options that take a value and the flags.
    public init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>) throws(UsageError) {
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if valueOptions.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < arguments.count {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "option \(name) needs a value")
                }
            } else if flagOptions.contains(name), inlineValue == nil {
                flags.insert(name)
            } else {
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
    }
}

extension ArgumentParser {
    /// The preamble every command shares: its arguments parsed, or the exit code after
    /// `--help` (the help on standard output, 0) or a usage error (the error and the help on
    /// standard error, 2). `-h` and `--help` are flags of every command.
    public static func parse(
        _ arguments: [String], command: String, valueOptions: Set<String>, flagOptions: Set<String>, help: String, io: CommandIO
    ) -> Result<ArgumentParser, ExitStatus> {
        let options: ArgumentParser
        do {
            options = try ArgumentParser(arguments, valueOptions: valueOptions, flagOptions: flagOptions.union(["--help", "-h"]))
        } catch {
            io.writeError("screenkit \(command): \(error.message)\n\n" + help)
            return .failure(ExitStatus(ExitCode.usageOrIOError))
        }
        if options.flags.contains("--help") || options.flags.contains("-h") {
            io.writeOutput(help)
            return .failure(ExitStatus(ExitCode.success))
        }
        return .success(options)
    }
}

/// A command's exit code when it ends before its work (help shown, usage refused).
public struct ExitStatus: Error {
    public let code: Int32

    public init(_ code: Int32) {
        self.code = code
    }
}
