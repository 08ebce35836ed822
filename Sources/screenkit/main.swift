#if canImport(Glibc)
import Glibc
#endif
import ScreenKitCLI

let arguments = Array(CommandLine.arguments.dropFirst())
exit(ScreenKitCommand.run(arguments, io: .standard))
