/// A small parser for `--name value`, `--name=value` and flags; what ScreenKit's few options need.
struct ArgumentParser {
    private(set) var positional: [String] = []
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []

    struct UsageError: Error {
        let message: String
    }

    /// Parses `arguments` given the options that take a value and the flags.
    init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>) throws(UsageError) {
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
