import Foundation
import Testing
@testable import VipermapIndexer
import VipermapModel
import VipermapSynth

/// The facts cache's binary codec: every fact the extractor gives survives a round trip unchanged, and bytes
/// that are not an encoding are refused, never trusted and never a crash.
@Suite struct FactsCodecTests {
    /// Facts of every file of every sample app and of a synthetic app (the benchmark's kind of code). Made anew for
    /// each test, not kept in a static: LeakSanitizer cannot follow the pointers of an indirect enum's boxes (Swift
    /// keeps the case in the pointer's spare bits), so facts alive at exit are reported as leaked (`make test-asan`).
    static var corpus: [FileFacts] {
        var facts: [FileFacts] = []
        let roots = [CacheTests.samples]
        for root in roots {
            for path in (try? Indexer.files(root: root)) ?? [] {
                let data = (try? Data(contentsOf: root.appendingPathComponent(path))) ?? Data()
                facts.append(FactExtractor.facts(path: path, data: data))
            }
        }
        let synthetic = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-codec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: synthetic) }
        _ = try? SyntheticApp(.init(modules: 40, seed: 42)).write(to: synthetic)
        for path in (try? Indexer.files(root: synthetic)) ?? [] {
            let data = (try? Data(contentsOf: synthetic.appendingPathComponent(path))) ?? Data()
            facts.append(FactExtractor.facts(path: path, data: data))
        }
        // Files that give problems (no sample has one): a syntax error, Latin-1, NUL bytes, a broken storyboard.
        let broken: [(String, [UInt8])] = [
            ("Broken.swift", Array("final class LoginRouter {\n    func go( {\n}\n".utf8)),
            ("Latin.swift", [0x2F, 0x2F, 0x20, 0xE9, 0x0A]),
            ("Blob.swift", [0x00, 0x01, 0x02]),
            ("Main.storyboard", Array("<document><scenes><scene".utf8)),
        ]
        for (path, bytes) in broken {
            facts.append(FactExtractor.facts(path: path, data: Data(bytes)))
        }
        return facts
    }

    static func decode(_ bytes: [UInt8], path: String) throws -> FileFacts {
        try bytes.withUnsafeBytes { try FactsCodec.decode($0, path: path) }
    }

    @Test func everySampleAndSyntheticFileRoundTrips() throws {
        let corpus = Self.corpus
        // All samples (storyboards included) and 40 synthetic modules of 5 files, plus AppDelegate and base.
        #expect(corpus.count > 240)
        #expect(corpus.contains { $0.storyboard != nil })
        #expect(corpus.contains { !$0.problems.isEmpty })
        #expect(corpus.contains { $0.functions.contains { !$0.steps.isEmpty && !$0.closures.isEmpty } })
        #expect(corpus.contains { !$0.markers.isEmpty })
        for facts in corpus {
            let bytes = FactsCodec.encode(facts)
            let decoded = try Self.decode(bytes, path: facts.path)
            #expect(decoded == facts, "\(facts.path)")
        }
    }

    /// A value holding every case of ``ValueFact``.
    static let everyValue: ValueFact = .call(.member(.typed(.name("x"), "P"), "make"), labels: "_:with:", arguments: [
        .selfValue, .superValue, .implicitMember("push"), .closure(1), .literal("false"), .collection([.instance("[T]"), .opaque]), .either([.name("ü"), .opaque]),
        .dictionary(keys: [.literal("\"Chat\""), .name("k")], values: [.name("makeChat"), .opaque]), .element(.name("screens"), key: .literal("\"Chat\"")),
        .dictionary(keys: [], values: []),
    ])

    /// A value nested deeper than the extractor writes is refused, not decoded (nor a stack overflow).
    @Test func tooDeepAValueIsCorrupt() {
        var value = ValueFact.opaque
        for _ in 0...(ValueFact.maximumDepth + 1) { value = .member(value, "m") }
        var facts = FileFacts(path: "D.swift")
        var function = FunctionFact(owner: nil, name: "f", signature: "f", line: 1, isPrivate: false, isStatic: false,
                                    parameters: [], parameterTypes: [], isEmpty: false)
        function.steps = [ValueStepFact(kind: .evaluate, value: value, line: 1)]
        facts.functions = [function]
        #expect(throws: FactsCodec.Corrupt.self) { try Self.decode(FactsCodec.encode(facts), path: "D.swift") }
    }

    /// Facts with every optional set, every enum case and extreme integers: what the samples may not hold.
    @Test func everyFieldAndCaseRoundTrips() throws {
        var facts = FileFacts(path: "Ünïcode 🚀/A.swift")
        for (index, kind) in [TypeFact.Kind.class, .struct, .enum, .protocol, .actor, .extension].enumerated() {
            var type = TypeFact(qualifiedName: "Outer.Type\(index)", kind: kind, inherits: ["Base", "P"], line: Int.max, memberCount: Int.min)
            type.cases = [EnumCaseFact(name: "home", line: 0)]
            type.properties = [PropertyFact(name: "p", typeName: "T", value: Self.everyValue),
                               PropertyFact(name: "q", typeName: nil)]
            type.genericParameters = ["VC"]
            type.requirements = [RequirementFact(name: "go", line: -1, signature: "go(to:)", returnType: index % 2 == 0 ? nil : "Screen")]
            type.hasWhereClause = index % 2 == 0
            type.objcName = index % 2 == 0 ? nil : "HRL\(index)ViewController"
            facts.types.append(type)
        }
        for index in 0..<8 {
            var function = FunctionFact(owner: index == 0 ? nil : "Owner", name: "f", signature: "f(a:)", line: index,
                                        isPrivate: index & 1 != 0, isStatic: index & 2 != 0, parameters: ["a"],
                                        parameterTypes: ["Int"], isEmpty: index & 4 != 0)
            function.inProtocolExtension = index % 3 == 0
            function.isInitialValue = index % 4 == 1
            function.switchCases = [SwitchCaseFact(labels: ["a", "default"], line: 3, isEmpty: true)]
            function.helperCalls = [HelperCallFact(name: "h", line: 5, caseLabels: nil, condition: nil),
                                    HelperCallFact(name: "i", line: 6, caseLabels: [], condition: "os(iOS)", labels: "menu:")]
            function.outgoingCalls = [OutgoingCallFact(receiver: "router", method: "navigate", option: "home", line: 7),
                                      OutgoingCallFact(receiver: "w", method: "routeToX", option: nil, line: 8, labels: "_:series:")]
            function.returnType = index % 2 == 0 ? nil : "[Screen]"
            function.steps = [
                ValueStepFact(kind: .evaluate, value: Self.everyValue, line: 10),
                {
                    var bind = ValueStepFact(kind: .bind, name: "x", value: .name("y"), line: 11, branch: "else: flag")
                    bind.closure = index % 2 == 0 ? nil : 1
                    bind.declares = index % 3 == 0
                    return bind
                }(),
                ValueStepFact(kind: .assign, target: .member(.selfValue, "p"), value: .closure(0), line: Int.min),
                ValueStepFact(kind: .returns, value: .opaque, line: Int.max, branch: "case .a:", subject: "self"),
                {
                    var nested = ValueStepFact(kind: .evaluate, value: .implicitMember("root"), line: 12, branch: "style == .root", subject: nil)
                    nested.outerBranches = ["case .push:", "else: window != nil"]
                    nested.outerSubjects = ["presentType", ""]
                    return nested
                }(),
            ]
            var inner = ClosureFact(parameters: [], returns: [])
            inner.parent = 0
            function.closures = [ClosureFact(parameters: ["$0"], returns: [Self.everyValue], returnSteps: [2]), inner]
            function.genericParameters = ["T", "Screen"]
            facts.functions.append(function)
        }
        for kind in [MarkerFact.Kind.todo, .fixme, .placeholder, .implementationPending, .fatalError] {
            facts.markers.append(MarkerFact(kind: kind, text: "TODO: \u{0}ctl", line: 1, owner: kind == .todo ? nil : "O"))
        }
        facts.storyboard = StoryboardFacts(initialViewController: "vc1",
                                           scenes: [StoryboardScene(id: "vc1", customClass: nil, storyboardIdentifier: "Main", line: 2),
                                                    StoryboardScene(id: "ref", line: 4, referencedStoryboard: "Main", referencedIdentifier: "List")],
                                           segues: [StoryboardSegue(source: "vc1", destination: "vc2", kind: "show", identifier: nil, line: 3),
                                                    StoryboardSegue(source: "vc2", destination: "exit", kind: "unwind", line: 5, unwindAction: "unwindToList:")])
        facts.problems = [ProblemFact(rule: "parseError", message: "m", line: 12), ProblemFact(rule: "notUTF8", message: "", line: nil)]
        facts.referencedNames = ["open", "showHelp"]
        let bytes = FactsCodec.encode(facts)
        #expect(try Self.decode(bytes, path: facts.path) == facts)
        #expect(try Self.decode(FactsCodec.encode(FileFacts(path: "E.swift")), path: "E.swift") == FileFacts(path: "E.swift"))
    }

    /// A field added to a fact type that the codec does not write would silently vanish from warm runs: this
    /// fails first. Add the field to `FactsCodec` (writer and reader) and bump `FactsCache.formatVersion`.
    @Test func codecKnowsEveryStoredField() {
        func fields(_ value: Any) -> [String] {
            Mirror(reflecting: value).children.compactMap(\.label)
        }
        #expect(fields(FileFacts(path: "")) == ["path", "types", "functions", "markers", "storyboard", "problems", "referencedNames"])
        #expect(fields(TypeFact(qualifiedName: "", kind: .class, inherits: [], line: 0, memberCount: 0))
            == ["qualifiedName", "kind", "inherits", "line", "cases", "memberCount", "properties", "genericParameters", "requirements", "hasWhereClause", "objcName"])
        #expect(fields(EnumCaseFact(name: "", line: 0)) == ["name", "line"])
        #expect(fields(RequirementFact(name: "", line: 0)) == ["name", "line", "signature", "returnType"])
        #expect(fields(PropertyFact(name: "")) == ["name", "typeName", "value"])
        #expect(fields(ValueStepFact(kind: .bind, value: .opaque, line: 0)) == ["kind", "name", "target", "value", "line", "branch", "subject",
                                                                                  "outerBranches", "outerSubjects", "condition", "closure", "declares"])
        #expect(fields(ClosureFact(parameters: [], returns: [])) == ["parameters", "parent", "returns", "returnSteps"])
        #expect(fields(FunctionFact(owner: nil, name: "", signature: "", line: 0, isPrivate: false, isStatic: false, parameters: [], parameterTypes: [], isEmpty: false))
            == ["owner", "name", "signature", "line", "isPrivate", "isStatic", "parameters", "parameterTypes", "isEmpty", "switchCases",
                "helperCalls", "outgoingCalls", "inProtocolExtension", "isInitialValue",
                "returnType", "steps", "closures", "genericParameters", "parameterDefaults"])
        #expect(fields(SwitchCaseFact(labels: [], line: 0, isEmpty: false)) == ["labels", "line", "isEmpty"])
        #expect(fields(HelperCallFact(name: "", line: 0)) == ["name", "line", "caseLabels", "condition", "labels"])
        #expect(fields(OutgoingCallFact(receiver: "", method: "", line: 0)) == ["receiver", "method", "option", "line", "labels"])
        #expect(fields(MarkerFact(kind: .todo, text: "", line: 0)) == ["kind", "text", "line", "owner"])
        #expect(fields(ProblemFact(rule: "", message: "")) == ["rule", "message", "line"])
        #expect(fields(StoryboardFacts()) == ["initialViewController", "scenes", "segues"])
        #expect(fields(StoryboardScene(id: "", line: 0)) == ["id", "customClass", "storyboardIdentifier", "line", "referencedStoryboard", "referencedIdentifier"])
        #expect(fields(StoryboardSegue(source: "", destination: "", kind: "", line: 0)) == ["source", "destination", "kind", "identifier", "line", "unwindAction"])
    }

    /// Every proper prefix of an encoding is refused (decoding reads the same fields and runs out of bytes), and
    /// so is an encoding with bytes after it.
    @Test func truncatedOrExtendedEncodingsAreRefused() {
        var checked = 0
        for facts in Self.corpus.prefix(80) {
            let bytes = FactsCodec.encode(facts)
            for length in 0..<bytes.count {
                #expect(throws: FactsCodec.Corrupt.self) { try Self.decode(Array(bytes.prefix(length)), path: facts.path) }
                checked += 1
            }
            #expect(throws: FactsCodec.Corrupt.self) { try Self.decode(bytes + [0], path: facts.path) }
        }
        #expect(checked > 1000)
    }

    /// Flipped bytes never crash nor allocate what a corrupt count asks for; whatever still decodes is exactly
    /// what the bytes say (the encoding is canonical: re-encoding gives the same bytes).
    @Test func corruptedEncodingsAreRefusedOrReadExactly() throws {
        var generator = SeededGenerator(seed: 7)
        var refused = 0
        for facts in Self.corpus.prefix(120) {
            let bytes = FactsCodec.encode(facts)
            guard !bytes.isEmpty else { continue }
            for _ in 0..<40 {
                var damaged = bytes
                let position = Int(generator.next() % UInt64(bytes.count))
                damaged[position] ^= UInt8(truncatingIfNeeded: generator.next() | 1)
                do {
                    let decoded = try Self.decode(damaged, path: facts.path)
                    #expect(FactsCodec.encode(decoded) == damaged, "\(facts.path) byte \(position)")
                } catch {
                    refused += 1
                }
            }
        }
        #expect(refused > 500)
    }

    /// Huge counts and lengths are refused before anything is allocated.
    @Test func impossibleCountsAreRefused() throws {
        // 2^63 types; a string of 2^40 bytes; a varint longer than 64 bits; a non-minimal varint.
        let cases: [[UInt8]] = [
            [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01],
            [0x01, 0x80, 0x80, 0x80, 0x80, 0x80, 0x20],
            [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F],
            [0x80, 0x00, 0x00, 0x00, 0x00, 0x00],
        ]
        for bytes in cases {
            #expect(throws: FactsCodec.Corrupt.self) { try Self.decode(bytes, path: "A.swift") }
        }
        #expect(try Self.decode([0, 0, 0, 0, 0, 0], path: "A.swift") == FileFacts(path: "A.swift"))
    }
}
