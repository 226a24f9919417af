import Testing
@testable import VipermapModel

/// The comparators and `normalized()` avoid tuples and sets for speed; these tests hold them to the orders
/// `map.json` has always had: the tuple orders of the fields, duplicates removed as a set would.
@Suite struct CanonicalOrderTests {
    /// A small deterministic generator: every run checks the same cases.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func pick<T>(_ values: [T]) -> T { values[next(values.count)] }
    }

    static let words = ["", "a", "b", "ab", "Home", "Login", "home", "Z", "Mod/A.swift", "Mod/B.swift", "é", "e\u{301}"]
    static let optionalWords: [String?] = [nil] + words.map { $0 }

    @Test func rawValueRanksFollowTheRawValues() {
        let roles = ComponentRole.allCases
        #expect(roles.sorted { $0.rawValueRank < $1.rawValueRank }.map(\.rawValue) == roles.map(\.rawValue).sorted())
        #expect(Set(roles.map(\.rawValueRank)).count == roles.count)
        let transitions = Transition.allCases
        #expect(transitions.sorted { $0.rawValueRank < $1.rawValueRank }.map(\.rawValue) == transitions.map(\.rawValue).sorted())
        #expect(Set(transitions.map(\.rawValueRank)).count == transitions.count)
    }

    @Test func comparatorsAreTheTupleOrders() {
        var generator = Generator(state: 7)
        for _ in 0..<3000 {
            let a = route(&generator), b = route(&generator)
            let l = (a.from ?? "", a.to ?? "", a.transition.rawValue, a.trigger ?? "", a.file, a.line)
            let r = (b.from ?? "", b.to ?? "", b.transition.rawValue, b.trigger ?? "", b.file, b.line)
            let expected = l != r ? l < r : (a.target ?? "", a.condition ?? "") < (b.target ?? "", b.condition ?? "")
            #expect((a < b) == expected, "\(a) < \(b)")

            let c = component(&generator), d = component(&generator)
            #expect((c < d) == ((c.role.rawValue, c.type, c.file, c.line) < (d.role.rawValue, d.type, d.file, d.line)))

            let e = finding(&generator), f = finding(&generator)
            #expect((e < f) == ((e.file ?? "", e.line ?? 0, e.rule, e.module ?? "", e.message)
                < (f.file ?? "", f.line ?? 0, f.rule, f.module ?? "", f.message)))

            let g = evidence(&generator), h = evidence(&generator)
            #expect((g < h) == ((g.file ?? "", g.line ?? 0, g.kind, g.message) < (h.file ?? "", h.line ?? 0, h.kind, h.message)))

            let i = EntryPoint(module: generator.pick(Self.words), file: generator.pick(Self.words), line: generator.next(3), kind: generator.pick(Self.words))
            let j = EntryPoint(module: generator.pick(Self.words), file: generator.pick(Self.words), line: generator.next(3), kind: generator.pick(Self.words))
            #expect((i < j) == ((i.module, i.file, i.line, i.kind) < (j.module, j.file, j.line, j.kind)))

            let k = callSite(&generator), m = callSite(&generator)
            #expect((k < m) == ((k.file, k.line, k.type, k.method) < (m.file, m.line, m.type, m.method)))
        }
    }

    @Test func normalizedSortsAndRemovesDuplicatesAsASetWould() {
        var generator = Generator(state: 11)
        for _ in 0..<200 {
            let components = (0..<generator.next(12)).map { _ in component(&generator) }
            let findings = (0..<generator.next(12)).map { _ in finding(&generator) }
            let storyboards = (0..<generator.next(6)).map { _ in generator.pick(Self.words) }
            let module = Module(id: "M", name: "M", components: components, storyboards: storyboards)
            let map = AppMap(modules: [module], findings: findings)
            let normalized = map.normalized()
            #expect(normalized.modules[0].components == Array(Set(components)).sorted())
            #expect(normalized.modules[0].storyboards == Array(Set(storyboards)).sorted())
            // Findings that tie without being equal (`nil` and `""`) may sit in either order; as sets and in order they agree.
            #expect(Set(normalized.findings) == Set(findings))
            #expect(normalized.findings.count == Set(findings).count)
            #expect(zip(normalized.findings, normalized.findings.dropFirst()).allSatisfy { !($1 < $0) })
            #expect(normalized.normalized() == normalized)
        }
    }

    @Test func routesKeepTheirOrderWhenTheyTie() {
        // Routes that differ only in who fires them tie; sorting is stable, so they keep the order they came in.
        let first = Route(from: "A", to: "B", transition: .push, file: "a.swift", line: 1,
                          triggeredBy: [CallSite(type: "P", method: "m()", file: "p.swift", line: 2)])
        let second = Route(from: "A", to: "B", transition: .push, file: "a.swift", line: 1)
        let earlier = Route(from: "A", to: "B", transition: .embed, file: "a.swift", line: 1)
        let map = AppMap(routes: [first, second, earlier]).normalized()
        #expect(map.routes == [earlier, first, second])
        #expect(AppMap(routes: [second, first, earlier]).normalized().routes == [earlier, second, first])
    }

    func route(_ generator: inout Generator) -> Route {
        Route(from: generator.pick(Self.optionalWords), to: generator.pick(Self.optionalWords),
              transition: generator.pick(Transition.allCases), trigger: generator.pick(Self.optionalWords),
              file: generator.pick(Self.words), line: generator.next(3), target: generator.pick(Self.optionalWords),
              condition: generator.pick(Self.optionalWords))
    }

    func component(_ generator: inout Generator) -> Component {
        Component(role: generator.pick(ComponentRole.allCases), type: generator.pick(Self.words),
                  file: generator.pick(Self.words), line: generator.next(3))
    }

    func finding(_ generator: inout Generator) -> Finding {
        Finding(rule: generator.pick(Self.words), message: generator.pick(Self.words), module: generator.pick(Self.optionalWords),
                file: generator.pick(Self.optionalWords), line: generator.pick([nil, 0, 1, 2]))
    }

    func evidence(_ generator: inout Generator) -> Evidence {
        Evidence(kind: generator.pick(Self.words), status: generator.pick(ModuleStatus.allCases), message: generator.pick(Self.words),
                 file: generator.pick(Self.optionalWords), line: generator.pick([nil, 0, 1, 2]))
    }

    func callSite(_ generator: inout Generator) -> CallSite {
        CallSite(type: generator.pick(Self.words), method: generator.pick(Self.words), file: generator.pick(Self.words), line: generator.next(3))
    }
}
