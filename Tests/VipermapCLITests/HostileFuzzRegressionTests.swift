import Foundation
import Testing
import VipermapModel
@_spi(Fuzzing) @testable import VipermapIndexer

/// Every input the fuzzer (`make fuzz`) crashed on, kept in Fuzz/regressions: the first byte of a fuzz input chose
/// the reader (0xE0–0xE3 the project readers; otherwise even: Swift, odd: storyboard), the rest is the file. Swift and
/// storyboard inputs are indexed end to end: the run finishes, reports the file, and indexes the rest; project
/// inputs go to their reader, as the fuzzer gave them.
@Suite struct HostileFuzzRegressionTests {
    static let folder = VipermapProcess.packageRoot.appendingPathComponent("Fuzz/regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func thereAreRegressions() {
        #expect(Self.inputs.contains("storyboard-invalid-utf8-element-name"))
        #expect(Self.inputs.contains("swift-deep-parens-error-recovery"))
        #expect(Self.inputs.contains("swift-open-attribute-arguments"))
        #expect(Self.inputs.contains("workspace-invalid-utf8-element-name"))
    }

    /// The storyboard reader's crash in FoundationXML, in a workspace: refused with a message, never parsed.
    @Test func invalidUTF8WorkspaceIsRefusedNotParsed() throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent("workspace-invalid-utf8-element-name"))
        #expect(bytes.first == 0xE2)
        #expect(throws: ProjectReadError(message: "App.xcworkspace/contents.xcworkspacedata is not a workspace Xcode wrote (it is not UTF-8 text).")) {
            try WorkspaceReader.projects(Data(bytes.dropFirst()), workspace: "App.xcworkspace")
        }
    }

    @Test(arguments: inputs)
    func regressionInputIsIndexedWithoutACrash(name: String) throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let selector = try #require(bytes.first)
        if (0xE0...0xE3).contains(selector) {
            ProjectReadersFuzzing.read(Data(bytes.dropFirst()), with: ProjectReadersFuzzing.Reader.allCases[Int(selector - 0xE0)])
            return
        }
        let fileName = selector % 2 == 0 ? "Fuzzed.swift" : "Fuzzed.storyboard"
        let app = try ScratchApp(["Home.swift": ScratchApp.module("Home", router: ScratchApp.push("List")), "List.swift": ScratchApp.module("List")])
        defer { app.remove() }
        try app.write(bytes.dropFirst(), to: fileName)
        let (result, map) = try app.index()
        #expect(result.status == 0, "\(name): \(result.stderr.prefix(500))")
        #expect(!result.hasCrashTrace, "\(name)")
        let found = try #require(map)
        #expect(found.moduleIDSet.isSuperset(of: ["Home", "List"]))
        #expect(found.routePairs.contains("Home->List"))
    }

    @Test func invalidUTF8StoryboardIsReportedNotParsed() throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent("storyboard-invalid-utf8-element-name"))
        let app = try ScratchApp(["Home.swift": ScratchApp.module("Home")])
        defer { app.remove() }
        try app.write(bytes.dropFirst(), to: "Main.storyboard")
        let (result, map) = try app.index()
        #expect(result.status == 0)
        #expect(result.stderr.contains("vipermap: warning: Main.storyboard is not a well-formed storyboard (it is not UTF-8 text); its scenes and segues were skipped.\n"))
        #expect(try #require(map).findings("malformedStoryboard").map(\.file) == ["Main.storyboard"])
    }

    /// Found by the release-build fuzzer as a slow unit: 823 bytes, `(` open 370 deep around labelled arguments.
    /// SwiftParser's error recovery took 14 s on it inside the fuzzer (38 s on a loaded machine); the nesting guard
    /// now refuses it before parsing, with the usual warning, in microseconds.
    @Test func deepParenthesesAreRefusedBeforeTheParser() throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent("swift-deep-parens-error-recovery"))
        let facts = FactExtractor.facts(path: "Fuzzed.swift", data: Data(bytes.dropFirst()))
        #expect(facts.types.isEmpty)
        #expect(facts.problems == [ProblemFact(rule: "parseError", message: "Fuzzed.swift nests brackets too deeply to parse safely (over 12 `[`, 8 attribute argument lists or 128 brackets); it was skipped (hand-written Swift never does that).", line: nil)])
    }

    /// Found by the release-build fuzzer with 4 KB inputs as a 20 s timeout: 3,406 bytes of `var@build(…` left open,
    /// which SwiftParser's recovery took 4.2 s on in a release build (about 1.9 times longer for each one more). The
    /// guard now refuses it before parsing.
    @Test func openAttributeArgumentsAreRefusedBeforeTheParser() throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent("swift-open-attribute-arguments"))
        let facts = FactExtractor.facts(path: "Fuzzed.swift", data: Data(bytes.dropFirst()))
        #expect(facts.types.isEmpty)
        #expect(facts.problems == [ProblemFact(rule: "parseError", message: "Fuzzed.swift nests brackets too deeply to parse safely (over 12 `[`, 8 attribute argument lists or 128 brackets); it was skipped (hand-written Swift never does that).", line: nil)])
    }

    /// Only attribute argument lists still open count, and only a `(` right after `@name`.
    @Test func attributeLimitCountsTheAttributeArgumentsStillOpen() {
        func tooDeep(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { NestingGuard.isTooDeep($0) }
        }
        #expect(NestingGuard.maximumAttributeDepth == 8)
        #expect(!tooDeep(String(repeating: "var@d(if,,,w {\n", count: 8)))
        #expect(tooDeep(String(repeating: "var@d(if,,,w {\n", count: 9)))
        #expect(tooDeep(String(repeating: "@available_2(", count: 9)))
        #expect(tooDeep(String(repeating: "@Ünïcode(", count: 9)))
        // Closed ones free their place; real attributes close at once.
        #expect(!tooDeep(String(repeating: "@available(iOS 13, *) @objc(name) func f() {}\n", count: 200)))
        #expect(!tooDeep(String(repeating: "@d(", count: 8) + ")" + "@d("))
        #expect(tooDeep(String(repeating: "@d(", count: 8) + "()" + "@d("))
        // A `(` that does not follow `@name` directly is an ordinary bracket.
        #expect(!tooDeep(String(repeating: "@d (", count: 20)))
        #expect(!tooDeep(String(repeating: "d(", count: 20)))
        #expect(!tooDeep(String(repeating: "@(", count: 20)))
        #expect(!tooDeep(String(repeating: "@d{", count: 20)))
        // The same above bracket level 64.
        #expect(tooDeep(String(repeating: "(", count: 70) + String(repeating: "@d(", count: 9)))
        #expect(!tooDeep(String(repeating: "(", count: 60) + String(repeating: "@d(", count: 8) + String(repeating: ")", count: 8) + String(repeating: "@d(", count: 8)))
    }

    /// The guard skips eight bytes at a time: on random text rich in brackets, names and `@`, at every alignment and
    /// length, it answers as a plain byte-by-byte model with an array for a stack.
    @Test func wordAtATimeScanAnswersAsAByteByByteModel() {
        func isNameByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        func model(_ bytes: [UInt8]) -> Bool {
            var stack: [(square: Bool, attribute: Bool)] = []
            for (index, byte) in bytes.enumerated() {
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if stack.count == NestingGuard.maximumDepth { return true }
                    var start = index
                    while start > 0 && isNameByte(bytes[start - 1]) { start -= 1 }
                    let attribute = byte == UInt8(ascii: "(") && start < index && start > 0 && bytes[start - 1] == UInt8(ascii: "@")
                    stack.append((byte == UInt8(ascii: "["), attribute))
                    if stack.filter(\.square).count > NestingGuard.maximumSquareDepth { return true }
                    if stack.filter(\.attribute).count > NestingGuard.maximumAttributeDepth { return true }
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    _ = stack.popLast()
                default:
                    continue
                }
            }
            return false
        }
        // Brackets, their neighbours in the byte table (`'`, `*`, `Z`, `\\`, `^`, `z`, `|`, `~`, and the same with bit 5 or
        // bit 0 flipped), name bytes, `@`, a two-byte character, spaces.
        let pieces = ["(", ")", "[", "]", "{", "}", "'", "*", "Z", "\\", "^", "z", "|", "~", ";", "=", "_", "9", "@", "@d(", "é", " ", "  ", "\n"]
            .map { Array($0.utf8) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var answers: [Bool: Int] = [:]
        for _ in 0..<4_000 {
            // Opening pieces weigh more in some inputs, so that some go past each limit.
            let opens = next(3)
            var text: [UInt8] = []
            let length = next(400)
            while text.count < length {
                let piece = opens > 0 && next(4) == 0 ? pieces[[0, 2, 4, 19][next(4)]] : pieces[next(pieces.count)]
                text += piece
            }
            // A leading run of filler shifts the text through every alignment of an eight-byte word.
            let shift = next(8)
            let shifted = Array(repeating: UInt8(ascii: "x"), count: shift) + text
            let expected = model(shifted)
            answers[expected, default: 0] += 1
            #expect(shifted.withUnsafeBufferPointer { NestingGuard.isTooDeep($0) } == expected, "\(String(decoding: shifted, as: UTF8.self))")
        }
        // Both answers were exercised, many times.
        #expect(answers[true, default: 0] > 200)
        #expect(answers[false, default: 0] > 200)
    }

    /// The eight-byte test flags exactly the six bracket bytes, at every position of a word, and points at the first.
    @Test func bracketWordTestFindsTheFirstBracketOfAWord() {
        let brackets: Set<UInt8> = Set("()[]{}".utf8)
        for value in 0...255 {
            let byte = UInt8(value)
            for position in 0..<8 {
                // Filler before the byte never matches; after it, a bracket (ignored: only the lowest flag counts).
                var word: UInt64 = 0
                for slot in 0..<8 {
                    let filler: UInt8 = slot < position ? UInt8(ascii: "a") : UInt8(ascii: "(")
                    word |= UInt64(slot == position ? byte : filler) << (8 * UInt64(slot))
                }
                let flags = NestingGuard.bracketBytes(word)
                let first = flags == 0 ? nil : flags.trailingZeroBitCount >> 3
                #expect(first == (brackets.contains(byte) ? position : position < 7 ? position + 1 : nil), "byte \(value) at \(position)")
            }
            let alone = NestingGuard.bracketBytes(UInt64(byte) | 0x6161_6161_6161_6100)
            #expect((alone != 0) == brackets.contains(byte), "byte \(value)")
        }
    }

    /// The limit is exact: 128 open brackets are parsed, 129 are not.
    @Test func nestingLimitIsExact() {
        func tooDeep(_ depth: Int) -> Bool {
            let text = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
            return Array(text.utf8).withUnsafeBufferPointer { NestingGuard.isTooDeep($0) }
        }
        #expect(NestingGuard.maximumDepth == 128)
        #expect(!tooDeep(128))
        #expect(tooDeep(129))
    }

    /// Only `[` still open count toward the square limit, at any depth (the guard keeps one bit per open level, in
    /// two words: levels past 64 are checked too), whichever bracket closes them.
    @Test func squareLimitCountsTheSquaresStillOpen() {
        func tooDeep(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { NestingGuard.isTooDeep($0) }
        }
        let twelve = String(repeating: "[", count: 12), thirteen = String(repeating: "[", count: 13)
        #expect(NestingGuard.maximumSquareDepth == 12)
        #expect(!tooDeep(twelve))
        #expect(tooDeep(thirteen))
        #expect(!tooDeep(String(repeating: "[(", count: 12)))
        #expect(tooDeep(String(repeating: "([", count: 13)))
        // Closed squares free their place, whichever bracket closes them.
        #expect(!tooDeep(String(repeating: "[[[[]]]]", count: 100)))
        #expect(!tooDeep(twelve + String(repeating: ")", count: 12) + twelve))
        #expect(tooDeep(twelve + ")" + "[["))
        // The same above level 64, and across it.
        let deep = String(repeating: "(", count: 70)
        #expect(!tooDeep(deep + twelve))
        #expect(tooDeep(deep + thirteen))
        #expect(!tooDeep(String(repeating: "(", count: 58) + twelve + String(repeating: "]", count: 12) + twelve))
        #expect(tooDeep(String(repeating: "(", count: 58) + twelve + String(repeating: "}", count: 8) + String(repeating: "[", count: 9)))
        // Parentheses closed below a square do not free it.
        #expect(tooDeep("[" + String(repeating: "()", count: 50) + String(repeating: "[", count: 12)))
    }
}
