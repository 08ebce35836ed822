// swift-tools-version:6.0
import PackageDescription

// Layers depend one way only:
// ScreenSyntax -> ScreenCatalog -> ScreenRules -> ScreenPreview -> ScreenIDE -> ScreenLSP -> screenkit.
// JSON (json-c) is confined to JSONRPC and ScreenLSP; other JSON goes through ScreenJSON.
let package = Package(
    name: "ScreenKit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "screenkit", targets: ["screenkit"]),
    ],
    targets: [
        // Plumbing every layer shares: the one mutex and thread, file URIs, hex digits, the
        // command-line argument parser. No I/O beyond threads, no JSON.
        .target(name: "ScreenSupport", dependencies: ["CSystem"]),
        // The calls glibc declares only as GNU extensions or in headers Swift does not import
        // (which core a thread runs on, how many it may use, keeping a new thread off one, the
        // allocator's thresholds).
        .target(name: "CSystem"),
        // JSON with positions (screenkit.json, editor settings) and the command line's JSON
        // writer: every JSON but the protocol's, which is json-c's (JSONRPC).
        .target(name: "ScreenJSON", dependencies: ["ScreenSupport"]),
        // Lexer, lossless tree, parser, syntax diagnostics, line index. No I/O, no JSON.
        .target(name: "ScreenSyntax", dependencies: ["ScreenSupport"]),
        // The component catalog and the guideline entries in three languages.
        .target(name: "ScreenCatalog", dependencies: ["ScreenSyntax"]),
        // The formatter: white space between the tokens of the lossless tree, one style.
        .target(name: "ScreenFormat", dependencies: ["ScreenSyntax", "ScreenSupport"]),
        // The rule engine, the workspace model and fixes.
        .target(name: "ScreenRules", dependencies: ["ScreenSyntax", "ScreenCatalog", "ScreenFormat", "ScreenSupport", "ScreenJSON"]),
        // SVG wireframes of screens and the storyboard of a workspace: text in, text out, no I/O.
        .target(name: "ScreenPreview", dependencies: ["ScreenSyntax", "ScreenCatalog", "ScreenRules"]),
        // Hover, completion, symbols, formatting, previews: byte offsets and plain values, no protocol types.
        .target(name: "ScreenIDE", dependencies: ["ScreenSyntax", "ScreenCatalog", "ScreenRules", "ScreenFormat", "ScreenPreview", "ScreenSupport"]),
        // json-c, from Debian's libjson-c-dev.
        .systemLibrary(
            name: "CJSONC",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"])]
        ),
        // JSON values over json-c and JSON-RPC 2.0 with Content-Length framing.
        .target(name: "JSONRPC", dependencies: ["CJSONC", "ScreenSupport"]),
        // The LSP edge: protocol types and conversion from the IDE layer's values.
        .target(name: "ScreenLSP", dependencies: ["ScreenIDE", "ScreenRules", "ScreenFormat", "ScreenSyntax", "ScreenFileSystem", "ScreenSupport", "ScreenJSON", "JSONRPC"]),
        // Reading files and finding `.screen` files, on POSIX calls alone; no follow of a
        // symbolic link out of the folder searched.
        .target(name: "ScreenFileSystem", dependencies: ["ScreenSupport"]),
        // The command-line commands (check, explain, format, preview) and their output formats.
        .target(name: "ScreenKitCLI", dependencies: ["ScreenSyntax", "ScreenCatalog", "ScreenRules", "ScreenIDE", "ScreenFormat", "ScreenFileSystem", "ScreenSupport", "ScreenJSON", "ScreenPreview"]),
        // Writes the files made from the catalog and the rules: the embedded guideline
        // entries and the reference docs. Tests fail when those files are stale.
        .target(name: "ScreenKitGenerate", dependencies: ["ScreenSyntax", "ScreenCatalog", "ScreenRules"]),
        .executableTarget(name: "screenkit", dependencies: ["ScreenKitCLI", "ScreenLSP", "ScreenSupport"]),
        // In-process benchmarks of the analysis the language server lives on.
        .executableTarget(name: "screenkit-bench", dependencies: ["ScreenIDE", "ScreenPreview", "ScreenRules", "ScreenSyntax", "ScreenFileSystem", "ScreenLSP", "JSONRPC", "ScreenSupport"]),

        // Position markers (1️⃣ …) for tests of every layer.
        .target(name: "ScreenTestSupport", dependencies: ["ScreenSyntax", "ScreenIDE"], path: "Tests/ScreenTestSupport"),

        .testTarget(name: "ScreenSyntaxTests", dependencies: ["ScreenSyntax", "ScreenTestSupport"]),
        .testTarget(name: "ScreenCatalogTests", dependencies: ["ScreenCatalog", "ScreenSyntax"]),
        .testTarget(name: "ScreenRulesTests", dependencies: ["ScreenRules", "ScreenCatalog", "ScreenSyntax", "ScreenSupport", "ScreenTestSupport"]),
        .testTarget(name: "ScreenIDETests", dependencies: ["ScreenIDE", "ScreenRules", "ScreenCatalog", "ScreenSyntax", "ScreenTestSupport"]),
        .testTarget(name: "ScreenPreviewTests", dependencies: ["ScreenPreview", "ScreenRules", "ScreenSyntax"]),
        .testTarget(name: "ScreenFormatTests", dependencies: ["ScreenFormat", "ScreenRules", "ScreenSyntax", "ScreenTestSupport", "ScreenFuzzing", "ScreenFileSystem"]),
        .testTarget(name: "JSONRPCTests", dependencies: ["JSONRPC"]),
        .testTarget(name: "ScreenLSPTests", dependencies: ["ScreenLSP", "JSONRPC", "ScreenIDE", "ScreenRules", "ScreenSyntax", "ScreenFileSystem", "ScreenJSON", "ScreenSupport", "ScreenTestSupport"]),
        .testTarget(name: "ScreenKitCLITests", dependencies: ["ScreenKitCLI", "ScreenJSON", "ScreenSupport", "CSystem", "ScreenTestSupport"]),
        .testTarget(name: "ScreenFileSystemTests", dependencies: ["ScreenFileSystem"]),
        .testTarget(name: "GeneratedFilesTests", dependencies: ["ScreenKitGenerate"]),

        // Fuzzing (Docs/reliability.md). The checks live in a library that the regression
        // tests run too; each executable is a libFuzzer entry when built with -DFUZZING and
        // -sanitize=fuzzer (`make fuzz`, own scratch path), else a tool that replays files.
        .target(name: "ScreenFuzzing", dependencies: ["ScreenSyntax", "ScreenFormat", "ScreenRules", "ScreenIDE", "ScreenFileSystem", "JSONRPC", "ScreenLSP", "ScreenTestSupport"], path: "Tests/Fuzz/ScreenFuzzing"),
        .executableTarget(name: "fuzz-syntax", dependencies: ["ScreenFuzzing"], path: "Tests/Fuzz/Targets/fuzz-syntax"),
        .executableTarget(name: "fuzz-jsonrpc", dependencies: ["ScreenFuzzing"], path: "Tests/Fuzz/Targets/fuzz-jsonrpc"),
        .executableTarget(name: "fuzz-incremental", dependencies: ["ScreenFuzzing"], path: "Tests/Fuzz/Targets/fuzz-incremental"),
        .executableTarget(name: "fuzz-fix", dependencies: ["ScreenFuzzing"], path: "Tests/Fuzz/Targets/fuzz-fix"),
        .executableTarget(name: "fuzz-format", dependencies: ["ScreenFuzzing"], path: "Tests/Fuzz/Targets/fuzz-format"),
        .executableTarget(name: "fuzz-server", dependencies: ["ScreenFuzzing"], path: "Tests/Fuzz/Targets/fuzz-server"),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["ScreenFuzzing", "ScreenSyntax", "ScreenFileSystem", "JSONRPC"]),
    ]
)
