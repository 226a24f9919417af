import VipermapModel

/// What each of the app's types inherits from or adopts, and the other way round: the one place the link walks the
/// type hierarchy. Every walk is breadth-first (nearest first), looks at no more than ``maximumTypes`` types, and
/// filters declarations by project in one way (`include`, given a declaration's project). A name's declarations are
/// the type and its extensions: `extension Wharf: Dock` adopts `Dock` as much as `class Wharf: Dock` does — for the
/// walk up. The walk down (``subtypes(of:)``) keeps today's reading: declared types that adopt in their declaration.
struct TypeHierarchy: Sendable {
    /// The most types one walk looks at: far above a real hierarchy (tens), low enough that a hostile one stays cheap.
    static let maximumTypes = 256

    /// Per type of the link (``Linker/types``, same order): what it inherits from or adopts, its kind and its project.
    private let inherits: [[String]]
    private let kinds: [TypeFact.Kind]
    private let names: [String]
    private let projects: [String?]
    /// The link's indexes (shared, not copied): each name's declarations, the type and its extensions; the types that
    /// inherit from or adopt each name.
    private let typesByName: [String: [Int]]
    private let inheritors: [String: [Int]]

    init(types: [Linker.TypeRecord], typesByName: [String: [Int]], inheritors: [String: [Int]]) {
        inherits = types.map(\.fact.inherits)
        kinds = types.map(\.fact.kind)
        names = types.map(\.fact.qualifiedName)
        projects = types.map(\.project)
        self.typesByName = typesByName
        self.inheritors = inheritors
    }

    /// Visits what `type` inherits from or adopts, directly or not, nearest first (not `type` itself), through the
    /// declarations `include` accepts the project of, until `visit` returns false.
    func forEachSupertype(of type: String, where include: (String?) -> Bool = { _ in true }, _ visit: (String) -> Bool) {
        var queue = [type]
        var seen: Set<String> = [type]
        var next = 0
        while next < queue.count, seen.count < Self.maximumTypes {
            for declaration in typesByName[queue[next]] ?? [] where include(projects[declaration]) {
                for inherited in inherits[declaration] where seen.insert(inherited).inserted {
                    guard visit(inherited) else { return }
                    queue.append(inherited)
                }
            }
            next += 1
        }
    }

    /// What `type` inherits from or adopts, directly or not, nearest first (``forEachSupertype(of:where:_:)``).
    func supertypes(of type: String, where include: (String?) -> Bool = { _ in true }) -> [String] {
        var result: [String] = []
        forEachSupertype(of: type, where: include) { result.append($0); return true }
        return result
    }

    /// `type`, then its supertypes nearest first: where a member used on a value of `type` may be declared.
    func lineage(of type: String) -> [String] {
        [type] + supertypes(of: type)
    }

    /// The declared types (no protocols, no extensions) that conform to `type` or inherit from it, directly or not,
    /// with their project, in name order.
    func subtypes(of type: String) -> [(name: String, project: String?)] {
        var queue = [type]
        var seen: Set<String> = [type]
        var found: [(name: String, project: String?)] = []
        // By name and project: two apps in one folder may each declare a type of the name (`FeedBuilder` of each).
        var foundTypes: Set<TypeInProject> = []
        var next = 0
        while next < queue.count, seen.count < Self.maximumTypes {
            for inheritor in inheritors[queue[next]] ?? [] {
                let name = names[inheritor]
                if seen.insert(name).inserted { queue.append(name) }
                // Reached through its declaration (not only through an extension), however many paths lead to it.
                if kinds[inheritor] != .protocol && kinds[inheritor] != .extension
                    && foundTypes.insert(TypeInProject(name: name, project: projects[inheritor])).inserted {
                    found.append((name, projects[inheritor]))
                }
            }
            next += 1
        }
        return found.sorted { ($0.name, $0.project ?? "") < ($1.name, $1.project ?? "") }
    }

    /// The types that adopt protocol `type` in an extension of theirs (`extension SpaceRouter: MoonRouting {}`), by
    /// name, each once, in name order.
    func extensionAdopters(of type: String) -> [String] {
        Set((inheritors[type] ?? []).filter { kinds[$0] == .extension }.map { names[$0] }).sorted()
    }

    private struct TypeInProject: Hashable {
        let name: String
        let project: String?
    }

    /// The names others inherit from or adopt.
    var inherited: Dictionary<String, [Int]>.Keys { inheritors.keys }
}
