import Testing
@testable import VipermapIndexer
import VipermapModel

/// The launch walk (``ValueFlow``) on synthetic facts of hostile sizes, fed straight to the link step: parsed
/// fixtures of these sizes would cost minutes (and more under AddressSanitizer). Each run must stop within the
/// budget and give the same map every time.
@Suite struct LaunchWalkSizeTests {
    static func function(_ name: String, owner: String?, signature: String? = nil, steps: [ValueStepFact] = []) -> FunctionFact {
        var fact = FunctionFact(owner: owner, name: name, signature: signature ?? name, line: 1, isPrivate: false, isStatic: false,
                                parameters: [], parameterTypes: [], isEmpty: steps.isEmpty)
        fact.steps = steps
        return fact
    }

    /// A delegate whose launch method runs `body`, and a module `Beds` (view, presenter, router).
    static func app(launch body: [ValueStepFact], more: [FunctionFact]) -> [FileFacts] {
        var delegate = FileFacts(path: "App/AppDelegate.swift")
        delegate.types = [TypeFact(qualifiedName: "AppDelegate", kind: .class, inherits: ["UIResponder", "UIApplicationDelegate"], line: 1, memberCount: 2)]
        delegate.functions = [function("application", owner: "AppDelegate", signature: "application(_:didFinishLaunchingWithOptions:)", steps: body)]
        var beds = FileFacts(path: "App/Beds.swift")
        beds.types = [
            TypeFact(qualifiedName: "BedsViewController", kind: .class, inherits: ["UIViewController"], line: 1, memberCount: 1),
            TypeFact(qualifiedName: "BedsPresenter", kind: .class, inherits: [], line: 2, memberCount: 1),
            TypeFact(qualifiedName: "BedsRouter", kind: .class, inherits: [], line: 3, memberCount: 1),
        ]
        var helpers = FileFacts(path: "App/Helpers.swift")
        helpers.functions = more
        return [delegate, beds, helpers]
    }

    static let showBeds = ValueStepFact(kind: .assign, target: .member(.name("window"), "rootViewController"),
                                        value: .call(.name("BedsViewController"), labels: "", arguments: []), line: 7)

    static func link(_ files: [FileFacts]) -> AppMap {
        var linker = Linker(files: files, projectFolders: [], rootName: "App", jobs: 1)
        return linker.link()
    }

    /// Free functions `f0` … `f<count-1>`, each calling the next, the last one setting the root; and the launch method
    /// calling `f0`.
    static func chain(_ count: Int) -> [FileFacts] {
        var chain: [FunctionFact] = []
        chain.reserveCapacity(count)
        for index in 0..<count {
            let step = index == count - 1 ? Self.showBeds
                : ValueStepFact(kind: .evaluate, value: .call(.name("f\(index + 1)"), labels: "", arguments: []), line: 2)
            chain.append(Self.function("f\(index)", owner: nil, steps: [step]))
        }
        return Self.app(launch: [ValueStepFact(kind: .evaluate, value: .call(.name("f0"), labels: "", arguments: []), line: 3)], more: chain)
    }

    /// 100,000 functions calling each other in a chain, the last one setting the root: the walk stops 40 calls deep
    /// (a call nested deeper gives its declared type) instead of exhausting the stack, and finds nothing past it; ten
    /// calls deep is well within the walk.
    @Test func aChainOfAHundredThousandCallsStopsAtItsDepth() {
        let files = Self.chain(100_000)
        let first = Self.link(files)
        #expect(first.entryPoints.isEmpty)
        #expect(first == Self.link(files))
        #expect(Self.link(Self.chain(10)).entryPoints == [EntryPoint(module: "Beds", file: "App/Helpers.swift", line: 7, kind: "appDelegate")])
    }

    /// One launch method of a million steps, each calling a helper that calls two more (mutually recursive): the
    /// walk runs out of its budget, says so once, keeps what it found first, and gives the same map every run.
    @Test func aMillionStepsRunOutOfTheBudget() {
        var body = [Self.showBeds]
        body.reserveCapacity(1_000_001)
        for index in 0..<1_000_000 {
            body.append(ValueStepFact(kind: .evaluate, value: .call(.name("ping"), labels: "n:", arguments: [.name("x\(index)")]), line: 8,
                                      branch: index % 2 == 0 ? nil : "case .c\(index):"))
        }
        let ping = Self.function("ping", owner: nil, signature: "ping(n:)", steps: [
            ValueStepFact(kind: .evaluate, value: .call(.name("pong"), labels: "", arguments: []), line: 1),
            ValueStepFact(kind: .evaluate, value: .call(.name("ping"), labels: "n:", arguments: [.opaque]), line: 2),
        ])
        let pong = Self.function("pong", owner: nil, steps: [
            ValueStepFact(kind: .evaluate, value: .call(.name("ping"), labels: "n:", arguments: [.opaque]), line: 1),
        ])
        let files = Self.app(launch: body, more: [ping, pong])
        let first = Self.link(files)
        #expect(first.entryPoints == [EntryPoint(module: "Beds", file: "App/AppDelegate.swift", line: 7, kind: "appDelegate")])
        #expect(first.findings.filter { $0.rule == "resolutionBudget" }.count == 1)
        #expect(first == Self.link(files))
    }
}
