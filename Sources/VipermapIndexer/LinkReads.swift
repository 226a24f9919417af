import VipermapModel

/// What the link step can read of a file's functions and member counts, written down by the link that made a map,
/// so that a later edit the link would never read keeps that map (with the file's lines moved) instead of linking
/// every file again.
///
/// The link step reads a function in two ways only: as one of all functions, where a function that neither
/// navigates, calls out to a navigator nor launches adds nothing (``Linker/linkRoutes()``, its wrappers and
/// `triggeredBy`); and by name within its owner type (`functionsByOwner`): the method a `T.make()` target calls,
/// a helper a target is returned from, the callers that give a navigation its trigger, the `navigate(to:)` and the
/// wireframe-interface methods behind a module's navigation options and the helpers they call. A member count is
/// read only for the components whose empty body is evidence. This records, over everything the link could reach,
///
/// - ``named``: every (owner, name) whose functions a lookup by name may read;
/// - ``callers``: every (owner, name) whose callers a trigger may be looked up from;
/// - ``counted``: every type whose member count may be read;
/// - ``modules``: every module name (an extension named like one becomes its scope).
///
/// An edit that only adds, removes or changes functions outside all of these that do not navigate, member-less
/// extensions that are not read either, and member counts that stay zero or non-zero, makes the link do exactly what
/// it did: the map is the last one with the file's lines moved (``shift(from:to:)``; `UnreadEditTests` compares it
/// with cold runs). Each set over-approximates what the link reads, so a doubt (or a hash collision) only means
/// linking again. Names are kept as 64-bit hashes (FNV-1a, the same in every process), sorted.
struct LinkReads: Equatable, Sendable {
    private(set) var named: [UInt64]
    private(set) var callers: [UInt64]
    private(set) var counted: [UInt64]
    private(set) var modules: [UInt64]

    init(named: Set<UInt64>, callers: Set<UInt64>, counted: Set<UInt64>, modules: Set<UInt64>) {
        self.named = named.sorted()
        self.callers = callers.sorted()
        self.counted = counted.sorted()
        self.modules = modules.sorted()
    }

    private init(sorted named: [UInt64], _ callers: [UInt64], _ counted: [UInt64], _ modules: [UInt64]) {
        self.named = named
        self.callers = callers
        self.counted = counted
        self.modules = modules
    }

    // MARK: Keys

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325, prime: UInt64 = 0x100_0000_01b3

    /// FNV-1a over the UTF-8 of `name`.
    static func key(_ name: String) -> UInt64 {
        mix(name, into: offsetBasis)
    }

    /// FNV-1a over the UTF-8 of `owner`, a 0xFF byte (never part of UTF-8), and `name`.
    static func key(_ owner: String, _ name: String) -> UInt64 {
        mix(name, into: (mix(owner, into: offsetBasis) ^ 0xFF) &* prime)
    }

    private static func mix(_ text: String, into start: UInt64) -> UInt64 {
        // Over the bytes in place (a native string's, without a copy): iterating `utf8` costs about 20 instructions
        // a byte.
        var text = text
        return text.withUTF8 { bytes in
            var hash = start
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
            return hash
        }
    }

    private static func holds(_ sorted: [UInt64], _ key: UInt64) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == key
    }

    // MARK: Edits the link never reads

    /// Whether the link may never read `function` (added, removed or changed): it does not navigate, call out to a
    /// navigator or launch anything, no lookup by name reaches it, and none of its helper calls gives a trigger.
    func neverReads(_ function: FunctionFact) -> Bool {
        guard function.navigations.isEmpty, function.outgoingCalls.isEmpty, function.launchCalls.isEmpty else { return false }
        // A free function is never looked up (the lookups are by owner).
        guard let owner = function.owner else { return true }
        if Self.holds(named, Self.key(owner, function.name)) { return false }
        return !function.helperCalls.contains { Self.holds(callers, Self.key(owner, $0.name)) }
    }

    /// Whether the link may never read the extension `type` (added or removed): it holds no member the link reads
    /// (conformances, properties, cases, requirements), is no app or scene delegate nor launch type, and does not
    /// extend a module's namespace.
    func neverReads(extension type: TypeFact, in path: String) -> Bool {
        guard type.kind == .extension, type.inherits.isEmpty, type.properties.isEmpty, type.cases.isEmpty,
              type.requirements.isEmpty, type.genericParameters.isEmpty, !type.hasWhereClause else { return false }
        let record = Linker.TypeRecord(fact: type, file: path, fileIndex: 0)
        guard record.launchKind == nil, !record.declaresApp, record.catalogNames == nil else { return false }
        return record.parentName != nil || !Self.holds(modules, Self.key(type.qualifiedName))
    }

    /// How `old` became `new` when the link reads nothing that changed but lines: the facts are equal once every
    /// line is left out, except for functions and member-less extensions the link never reads (added, removed or
    /// changed) and member counts it never reads (or that stayed zero, or non-zero, for their type in this file);
    /// the rest must have moved in order (``LineShift``). Nil otherwise.
    func shift(from old: FileFacts, to new: FileFacts) -> LineShift? {
        guard old.path == new.path else { return nil }
        // A member count is read only as "every declaration and extension of the type has none".
        var oldFilled: Set<String> = [], newFilled: Set<String> = []
        for type in old.types where type.memberCount > 0 { oldFilled.insert(type.qualifiedName) }
        for type in new.types where type.memberCount > 0 { newFilled.insert(type.qualifiedName) }
        for name in oldFilled.symmetricDifference(newFilled) where Self.holds(counted, Self.key(name)) { return nil }
        var before = old, after = new
        for index in before.types.indices { before.types[index].memberCount = 0 }
        for index in after.types.indices { after.types[index].memberCount = 0 }
        let types = Self.unmatched(before.types, after.types, lineless: LineShift.lineless)
        guard types.removed.allSatisfy({ neverReads(extension: before.types[$0], in: old.path) }),
              types.added.allSatisfy({ neverReads(extension: after.types[$0], in: new.path) }) else { return nil }
        let functions = Self.unmatched(before.functions, after.functions, lineless: LineShift.lineless)
        guard functions.removed.allSatisfy({ neverReads(before.functions[$0]) }),
              functions.added.allSatisfy({ neverReads(after.functions[$0]) }) else { return nil }
        before.types = Self.removing(types.removed, from: before.types)
        after.types = Self.removing(types.added, from: after.types)
        before.functions = Self.removing(functions.removed, from: before.functions)
        after.functions = Self.removing(functions.added, from: after.functions)
        // Everything else equal but for lines, in the same order, moved in order.
        return LineShift(from: before, to: after)
    }

    /// Positions of `old` and of `new` left over once equal elements (lines left out) are paired: as many of each
    /// value as the other side has are paired, the last ones of `old` left over.
    static func unmatched<Element: Hashable>(_ old: [Element], _ new: [Element], lineless: (Element) -> Element) -> (removed: [Int], added: [Int]) {
        var available: [Element: Int] = [:]
        let oldKeys = old.map(lineless)
        for key in oldKeys { available[key, default: 0] += 1 }
        var added: [Int] = []
        for (index, element) in new.enumerated() {
            let key = lineless(element)
            if let count = available[key], count > 0 {
                available[key] = count - 1
            } else {
                added.append(index)
            }
        }
        var removed: [Int] = []
        for index in oldKeys.indices.reversed() {
            if let count = available[oldKeys[index]], count > 0 {
                available[oldKeys[index]] = count - 1
                removed.append(index)
            }
        }
        return (removed.reversed(), added)
    }

    private static func removing<Element>(_ positions: [Int], from elements: [Element]) -> [Element] {
        if positions.isEmpty { return elements }
        let dropped = Set(positions)
        return elements.indices.filter { !dropped.contains($0) }.map { elements[$0] }
    }

    // MARK: Encoding

    func encode(into writer: inout FactsCodec.Writer) {
        for list in [named, callers, counted, modules] {
            writer.count(list.count)
            for key in list { writer.fixed(key) }
        }
    }

    /// Throws when a list is cut short or not strictly increasing.
    static func decode(from reader: inout FactsCodec.Reader) throws(FactsCodec.Corrupt) -> LinkReads {
        var lists: [[UInt64]] = []
        for _ in 0..<4 {
            let count = try reader.count()
            var list: [UInt64] = []
            list.reserveCapacity(count / 8)
            for _ in 0..<count {
                let key = try reader.fixed()
                if let last = list.last, key <= last { throw FactsCodec.Corrupt() }
                list.append(key)
            }
            lists.append(list)
        }
        return LinkReads(sorted: lists[0], lists[1], lists[2], lists[3])
    }
}

extension Linker {
    /// Roles of the components whose empty body is evidence (``addMarkers()``).
    static let memberCheckedRoles: Set<ComponentRole> = [.presenter, .interactor, .view, .router, .wireframe, .builder, .configurator, .routerOutput]

    /// What this link could read (``LinkReads``); call once ``link()`` formed the modules and routes, before its
    /// records are released.
    func linkReads() -> LinkReads {
        var named: Set<UInt64> = [], callers: Set<UInt64> = [], counted: Set<UInt64> = [], modules: Set<UInt64> = []
        // Targets resolve `T.method()` through T's functions of that name, and `.helper(name)` through the owner's.
        func note(_ refs: [TargetRef], owner: String?) {
            for ref in refs {
                switch ref {
                case let .typeCall(type, method): named.insert(LinkReads.key(type, method))
                case let .helper(name): if let owner { named.insert(LinkReads.key(owner, name)) }
                default: break
                }
            }
        }
        var navigating: Set<String> = []
        for record in functions {
            let function = record.fact
            for navigation in function.navigations { note(navigation.refs, owner: function.owner) }
            note(function.returnRefs, owner: function.owner)
            for call in function.launchCalls { note(call.refs, owner: function.owner) }
            if !function.navigations.isEmpty, let owner = function.owner {
                // The trigger of a navigation comes from its function's callers in the same type (``triggers(of:)``)...
                callers.insert(LinkReads.key(owner, function.name))
                navigating.insert(owner)
            }
        }
        // ...and, through private helpers, from their callers.
        for owner in navigating {
            for index in functionsByOwner[owner] ?? [] where functions[index].fact.isPrivate {
                callers.insert(LinkReads.key(owner, functions[index].fact.name))
            }
        }
        // A property's target is resolved with its type as the owner (``resolveIdentifier``).
        for record in types {
            for property in record.fact.properties { note(property.refs, owner: record.fact.qualifiedName) }
        }
        for draft in drafts {
            modules.insert(LinkReads.key(draft.name))
            for component in draft.components where Self.memberCheckedRoles.contains(component.role) {
                counted.insert(LinkReads.key(component.type))
            }
            // Navigation options read `navigate` and the interface's methods in every component type, and the
            // helpers those call, by name, transitively (``navigationOptions(of:)``, ``performsNavigation(_:depth:)``).
            var seeds: [String] = []
            if (typesByName["\(draft.name)NavigationOption"] ?? []).contains(where: { types[$0].fact.kind == .enum }) {
                seeds.append("navigate")
            }
            for index in typesByName["\(draft.name)WireframeInterface"] ?? [] where types[index].fact.kind == .protocol {
                seeds += types[index].fact.requirements.map(\.name)
            }
            guard !seeds.isEmpty else { continue }
            var owners: [String] = []
            for component in draft.components where !owners.contains(component.type) { owners.append(component.type) }
            for owner in owners {
                var pending = seeds
                var seen: Set<String> = []
                while let name = pending.popLast() {
                    guard seen.insert(name).inserted else { continue }
                    named.insert(LinkReads.key(owner, name))
                    for index in functionsByOwner[owner] ?? [] where functions[index].fact.name == name {
                        pending += functions[index].fact.helperCalls.map(\.name)
                    }
                }
            }
        }
        return LinkReads(named: named, callers: callers, counted: counted, modules: modules)
    }
}
