import XCTest
import ScreenTestSupport
@testable import ScreenSyntax

/// Keeps Grammar/screen.ebnf true: sentences generated from its syntactic rules parse
/// without an error, and the rules name what the parser builds.
final class GrammarTests: XCTestCase {
    private static let grammarURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Grammar/screen.ebnf")

    func testTheSyntacticRulesAreTheParsersGrammar() throws {
        let grammar = try Grammar(ebnf: String(contentsOf: Self.grammarURL, encoding: .utf8))
        XCTAssertEqual(grammar.rules.keys.sorted(), ["block", "element", "file", "list", "member", "property", "screen", "value"])
    }

    func testGeneratedSentencesParseWithoutErrors() throws {
        let grammar = try Grammar(ebnf: String(contentsOf: Self.grammarURL, encoding: .utf8))
        var generator = SeededGenerator(seed: 2024)
        for _ in 0..<400 {
            var tokens: [String] = []
            grammar.generate("file", depth: 0, into: &tokens, using: &generator)
            let text = tokens.joined(separator: " ")
            let tree = SyntaxTree(parsing: text)
            XCTAssertEqual(tree.syntaxErrors(), [], text)
            XCTAssertEqual(tree.printed(), Array(text.utf8))
        }
    }
}

/// The syntactic part of an ISO 14977 EBNF file: enough to generate sentences.
private struct Grammar {
    indirect enum Expression {
        case terminal(String)
        case nonterminal(String)
        case sequence([Expression])
        case choice([Expression])
        case optional(Expression)
        case repetition(Expression)
    }

    private(set) var rules: [String: Expression] = [:]

    struct ParseError: Error {
        let message: String
    }

    init(ebnf: String) throws {
        let syntactic = ebnf.components(separatedBy: "(* Lexical rules *)")[0]
        var scanner = Scanner(text: Self.removingComments(syntactic))
        while scanner.skipSpace(), !scanner.isAtEnd {
            let name = scanner.identifier()
            guard !name.isEmpty, scanner.consume("=") else { throw ParseError(message: "expected a rule at \(scanner.rest.prefix(30))") }
            rules[name] = try scanner.choice()
            guard scanner.consume(";") else { throw ParseError(message: "expected ';' after \(name)") }
        }
    }

    private static func removingComments(_ text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let start = rest.range(of: "(*") {
            output += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*)") else { return output }
            rest = rest[end.upperBound...]
        }
        return output + rest
    }

    /// Example tokens; nested depth is bounded so every sentence ends.
    private static let samples: [String: [String]] = [
        "IDENT": ["Button", "title", "NavigationBar", "x_1", "Cell"],
        "STRING": ["\"Edit\"", "\"新郵件 😀\"", "\"a\\\"b\"", "\"\\u{1F600}\""],
        "NUMBER": ["44pt", "0.5", "-3", "50%", "23h59m", "90s"],
        "COLOR": ["#fff", "#FF9500", "#12345678"],
    ]

    func generate(_ name: String, depth: Int, into tokens: inout [String], using generator: inout SeededGenerator) {
        if let samples = Self.samples[name] {
            tokens.append(samples.randomElement(using: &generator)!)
        } else {
            generate(rules[name]!, depth: depth + 1, into: &tokens, using: &generator)
        }
    }

    private func generate(_ expression: Expression, depth: Int, into tokens: inout [String], using generator: inout SeededGenerator) {
        // Past a depth, take the shortest way out: no optional parts, no repeats, first choice.
        let shallow = depth < 12
        switch expression {
        case .terminal(let text):
            tokens.append(text)
        case .nonterminal(let name):
            generate(name, depth: depth, into: &tokens, using: &generator)
        case .sequence(let parts):
            for part in parts { generate(part, depth: depth, into: &tokens, using: &generator) }
        case .choice(let options):
            let option = shallow ? options.randomElement(using: &generator)! : options[0]
            generate(option, depth: depth, into: &tokens, using: &generator)
        case .optional(let inner):
            if shallow && Bool.random(using: &generator) { generate(inner, depth: depth, into: &tokens, using: &generator) }
        case .repetition(let inner):
            let count = shallow ? Int.random(in: 0...3, using: &generator) : 0
            for _ in 0..<count { generate(inner, depth: depth, into: &tokens, using: &generator) }
        }
    }

    private struct Scanner {
        var rest: Substring

        init(text: String) { rest = Substring(text) }

        var isAtEnd: Bool { rest.isEmpty }

        @discardableResult
        mutating func skipSpace() -> Bool {
            rest = rest.drop { $0.isWhitespace }
            return true
        }

        mutating func consume(_ text: String) -> Bool {
            skipSpace()
            guard rest.hasPrefix(text) else { return false }
            rest = rest.dropFirst(text.count)
            return true
        }

        mutating func identifier() -> String {
            skipSpace()
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            rest = rest.dropFirst(name.count)
            return String(name)
        }

        mutating func choice() throws -> Expression {
            var options = [try sequence()]
            while consume("|") { options.append(try sequence()) }
            return options.count == 1 ? options[0] : .choice(options)
        }

        mutating func sequence() throws -> Expression {
            var parts: [Expression] = []
            while true {
                skipSpace()
                if rest.hasPrefix("\"") {
                    rest = rest.dropFirst()
                    let text = rest.prefix { $0 != "\"" }
                    rest = rest.dropFirst(text.count + 1)
                    parts.append(.terminal(String(text)))
                } else if consume("[") {
                    parts.append(.optional(try choice()))
                    guard consume("]") else { throw ParseError(message: "expected ']'") }
                } else if consume("{") {
                    parts.append(.repetition(try choice()))
                    guard consume("}") else { throw ParseError(message: "expected '}'") }
                } else if consume("(") {
                    parts.append(try choice())
                    guard consume(")") else { throw ParseError(message: "expected ')'") }
                } else if let first = rest.first, first.isLetter {
                    parts.append(.nonterminal(identifier()))
                } else {
                    break
                }
                _ = consume(",")
            }
            return parts.count == 1 ? parts[0] : .sequence(parts)
        }
    }
}
