#if canImport(Glibc)
import Glibc
#endif
import ScreenKitCLI
import ScreenLSP

let arguments = Array(CommandLine.arguments.dropFirst())
// The language server lives outside ScreenKitCLI, which stays free of JSON and LSP.
if arguments.first == "lsp" {
    exit(LanguageServerCommand.run(Array(arguments.dropFirst()), version: ScreenKitCommand.version))
}
exit(ScreenKitCommand.run(arguments, io: .standard))
