import ScreenFuzzing

// Built with -DFUZZING and -sanitize=fuzzer (make fuzz), libFuzzer supplies main and calls
// this; otherwise the executable replays files: fuzz-server FILE_OR_FOLDER...
#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.fuzz(data, size, ServerFuzzTarget.check)
    return 0
}
#else
@main
enum Replay {
    static func main() {
        FuzzEntry.replay(Array(CommandLine.arguments.dropFirst()), ServerFuzzTarget.check)
    }
}
#endif
