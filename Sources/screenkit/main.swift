#if canImport(Glibc)
import Glibc
#endif
import ScreenKitCLI
import ScreenLSP
import ScreenSupport

let arguments = Array(CommandLine.arguments.dropFirst())
// The language server lives outside ScreenKitCLI, which stays free of LSP and json-c.
if arguments.first == "lsp" {
    exit(LanguageServerCommand.run(Array(arguments.dropFirst()), version: ScreenKitCommand.version, io: .standard))
}
exit(ScreenKitCommand.run(arguments, io: .standard))
