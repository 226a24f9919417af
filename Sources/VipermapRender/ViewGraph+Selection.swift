import VipermapAnalysis
import VipermapModel

extension ViewGraph {
    /// Title of modules without a domain, and the name `--domain` accepts for them.
    public static let ungroupedDomain = "Ungrouped"

    /// Badges in the order they are drawn.
    static let badgeOrder = ["V", "I", "P", "R", "W", "C", "B", "E", "S", "Ri", "Ro", "SB", "VM"]

    /// Selects what `options.view` shows of `map`, leaving out `options.hidden`.
    /// Throws ``RenderError/unknownDomain(_:valid:)`` or ``RenderError/unknownModule(_:suggestions:)``.
    public static func make(from map: AppMap, options: RenderOptions = RenderOptions()) throws -> ViewGraph {
        try Selector(map: map, hidden: options.hidden).make(options.view)
    }

    /// The views of one map: the map is put in order and indexed once, then each view is selected from that
    /// (``MapRenderer/renderAll(_:formats:options:)`` draws the overview, the areas and the domains). Each view is the
    /// same as ``make(from:options:)`` selects alone.
    public struct Selector: Sendable {
        private let prepared: Builder

        /// Prepares `map` for views that leave out `hidden`.
        public init(map: AppMap, hidden: Set<HiddenElement>) {
            prepared = Builder(map: Areas.ensured(map.normalized()), hidden: hidden)
        }

        /// The view `view` selects. Throws ``RenderError/unknownDomain(_:valid:)`` or ``RenderError/unknownModule(_:suggestions:)``.
        public func make(_ view: MapView) throws -> ViewGraph {
            // A copy per view: the keys of unresolved targets are numbered from 0 in every view.
            var builder = prepared
            switch view {
            case .app:
                // A map with no domain at all would draw one "Ungrouped" cluster around everything: its areas instead.
                if !builder.hasDomains { builder.grouping = .area }
                return builder.app()
            case let .domain(name):
                return try builder.domain(name)
            case let .area(name):
                builder.grouping = .area
                return try builder.area(name)
            case let .focus(module, depth, direction):
                if !builder.hasDomains { builder.grouping = .area }
                return try builder.focus(module: module, depth: depth, direction: direction)
            case .overview:
                builder.grouping = .area
                return builder.overview()
            }
        }
    }

    /// The domain names of `map` as `--domain` accepts them, sorted (``ungroupedDomain`` for modules without one).
    /// Whether the default pictures leave `route` out, so that only a picture drawn with every kind shows it: a way
    /// back, or a forward route to what is no module of the map (a system or plain screen, an unresolved target).
    public static func isHiddenByDefault(_ route: Route, moduleIDs: Set<String>) -> Bool {
        route.isBack || Builder.screenKind(of: route, moduleIDs: moduleIDs) != nil
    }

    public static func domainNames(of map: AppMap) -> [String] {
        Array(Set(map.modules.map { $0.domain ?? ungroupedDomain })).sorted()
    }

    /// The area names of `map` as `--area` accepts them, sorted (``ungroupedDomain`` for modules of a map whose
    /// analysis set none, e.g. a map.json written before areas).
    public static func areaNames(of map: AppMap) -> [String] {
        Array(Set(map.modules.map { $0.area ?? ungroupedDomain })).sorted()
    }

    private struct Builder {
        let map: AppMap
        let hidden: Set<HiddenElement>
        /// Synthetic node key of every visible module, by module id.
        let keys: [String: String]
        let modules: [String: Module]
        /// Routes that may be drawn: hidden kinds and routes touching hidden modules removed.
        let routes: [Route]
        /// Ids of every module of the map (hidden ones included) and of the entry modules.
        let allIDs: Set<String>
        let entries: Set<String>
        /// Visible module ids by domain (``domain(of:)``) and by area.
        let membersByDomain: [String: Set<String>]
        let membersByArea: [String: Set<String>]
        /// What nodes are grouped by in the view being selected.
        var grouping: ViewGraph.Grouping = .domain
        /// The mark of each module with routes to hidden kinds of screens (``markText(_:)``).
        let marks: [String: String]
        var unresolvedCount = 0

        init(map: AppMap, hidden: Set<HiddenElement>) {
            self.map = map
            self.hidden = hidden
            var keys: [String: String] = [:]
            var modules: [String: Module] = [:]
            for (index, module) in map.modules.enumerated() where !(hidden.contains(.planned) && module.status == .planned) {
                keys[module.id] = "m\(index)"
                modules[module.id] = module
            }
            self.keys = keys
            self.modules = modules
            var membersByDomain: [String: Set<String>] = [:]
            for module in modules.values { membersByDomain[module.domain ?? ViewGraph.ungroupedDomain, default: []].insert(module.id) }
            self.membersByDomain = membersByDomain
            var membersByArea: [String: Set<String>] = [:]
            for module in modules.values { membersByArea[module.area ?? ViewGraph.ungroupedDomain, default: []].insert(module.id) }
            self.membersByArea = membersByArea
            let allIDs = Set(map.modules.map(\.id))
            self.allIDs = allIDs
            entries = map.entryModuleIDs
            var marks: [String: [HiddenElement: Int]] = [:]
            routes = map.routes.filter { route in
                if route.isBack && hidden.contains(.back) { return false }
                if let from = route.from, keys[from] == nil { return false }
                if !route.isBack, let kind = Builder.screenKind(of: route, moduleIDs: allIDs), hidden.contains(kind) {
                    // Not a box of its own: counted in the source module's mark (an entry route has no source).
                    if let from = route.from { marks[from, default: [:]][kind, default: 0] += 1 }
                    return false
                }
                // A route to a hidden (planned) module disappears with it.
                if let to = route.to, keys[to] == nil, allIDs.contains(to) { return false }
                return true
            }
            self.marks = marks.mapValues(Builder.markText)
        }

        /// What a forward route leads to when that is not a module of the map: a system or plain screen, or an
        /// unresolved target (no target, or a target id that names no module). nil for a route to a module.
        static func screenKind(of route: Route, moduleIDs: Set<String>) -> HiddenElement? {
            switch route.kind {
            case .system: return .system
            case .plain: return .plain
            case .module, .unresolved, .back:
                if let to = route.to, moduleIDs.contains(to) { return nil }
                return .unresolved
            }
        }

        /// "+3 system screens · 1 plain screen · 2 unresolved": routes counted by kind, in that order.
        static func markText(_ counts: [HiddenElement: Int]) -> String {
            let parts: [String] = [(HiddenElement.system, "system screen"), (.plain, "plain screen"), (.unresolved, "unresolved")]
                .compactMap { kind, word in
                    guard let count = counts[kind], count > 0 else { return nil }
                    let plural = kind == .unresolved || count == 1 ? word : word + "s"
                    return "\(count) \(plural)"
                }
            return "+" + parts.joined(separator: " · ")
        }

        func domain(of module: Module) -> String { module.domain ?? ViewGraph.ungroupedDomain }

        /// Whether some module drawn has a domain.
        var hasDomains: Bool { membersByDomain.keys.contains { $0 != ViewGraph.ungroupedDomain } }

        /// The group a module is drawn in: its domain, or its area when the view groups by area.
        func group(of module: Module) -> String {
            grouping == .area ? module.area ?? ViewGraph.ungroupedDomain : domain(of: module)
        }

        func node(_ id: String, kind: ViewNode.Kind = .module) -> ViewNode {
            let module = modules[id]!
            let roles = Set(module.components.map(\.role.badge))
            var node = ViewNode(
                key: keys[id]!, kind: kind, moduleID: id, title: module.name, domain: group(of: module),
                status: module.status, badges: ViewGraph.badgeOrder.filter(roles.contains),
                isEntry: entries.contains(id))
            node.notBuilt = module.notBuilt == true
            if kind == .module { node.mark = marks[id] }
            return node
        }

        /// Nodes and edges for the modules in `included` (drawn in full) and `stubs` (drawn as stubs), with the
        /// routes that leave an included module, or enter one when `incoming` is set.
        mutating func graph(title: String, included: Set<String>, stubs: Set<String> = [], incoming: Bool, wholeApp: Bool = false) -> ViewGraph {
            var nodes: [ViewNode] = []
            var edges: [ViewEdge] = []
            var extra: [ViewNode] = []
            var needsLaunch = false
            var needsBack = false
            var launchTargets: Set<String> = []
            var screenKeys: [String: String] = [:]
            var systemCount = 0, plainCount = 0
            for route in routes {
                let fromIncluded = route.from.map(included.contains) ?? false
                let toIncluded = route.to.map(included.contains) ?? false
                let toDrawn = route.to.map { included.contains($0) || stubs.contains($0) } ?? false
                let fromDrawn = route.from.map { included.contains($0) || stubs.contains($0) } ?? false
                let label = route.trigger
                if route.isBack {
                    guard fromIncluded, let from = route.from else { continue }
                    needsBack = true
                    edges.append(ViewEdge(from: keys[from]!, to: "back", transition: route.transition, label: label))
                    continue
                }
                if let to = route.to, keys[to] != nil {
                    if route.from == nil {
                        guard toIncluded else { continue }
                        needsLaunch = true
                        launchTargets.insert(to)
                        edges.append(ViewEdge(from: "launch", to: keys[to]!, transition: route.transition, label: label))
                    } else if (fromIncluded && toDrawn) || (incoming && toIncluded && fromDrawn) {
                        edges.append(ViewEdge(from: keys[route.from!]!, to: keys[to]!, transition: route.transition, label: label))
                    }
                    continue
                }
                // A shown system or plain screen, or an unresolved target (no target, or a target id that names no
                // module). An entry route to one of them (no source) belongs to the whole-app picture only.
                guard route.from == nil ? wholeApp : fromIncluded else { continue }
                let screen = Builder.screenKind(of: route, moduleIDs: allIDs) ?? .unresolved
                if screen == .system || screen == .plain {
                    let type = route.targetType ?? route.target ?? (screen == .system ? "system screen" : "plain screen")
                    // Plain screens are the app's own: one box per type. System screens (alerts, share sheets) are
                    // everyone's: one box per source module and type, so no box becomes a hub for the whole app.
                    let identity = screen == .plain ? "plain\u{0}\(type)" : "system\u{0}\(route.from ?? "")\u{0}\(type)"
                    let key: String
                    if let known = screenKeys[identity] {
                        key = known
                    } else {
                        key = screen == .plain ? "p\(plainCount)" : "s\(systemCount)"
                        if screen == .plain { plainCount += 1 } else { systemCount += 1 }
                        screenKeys[identity] = key
                        extra.append(ViewNode(key: key, kind: screen == .plain ? .plain : .system, title: type))
                    }
                    let source: String
                    if let from = route.from { source = keys[from]! } else { source = "launch"; needsLaunch = true }
                    edges.append(ViewEdge(from: source, to: key, transition: route.transition, label: label))
                    continue
                }
                let key = "u\(unresolvedCount)"
                unresolvedCount += 1
                extra.append(ViewNode(key: key, kind: .unresolved, title: route.target ?? route.to ?? "unknown target"))
                let source: String
                if let from = route.from { source = keys[from]! } else { source = "launch"; needsLaunch = true }
                edges.append(ViewEdge(from: source, to: key, transition: route.transition, label: label, isUnresolved: true))
            }
            for entry in map.entryPoints where included.contains(entry.module) && keys[entry.module] != nil && !launchTargets.contains(entry.module) {
                launchTargets.insert(entry.module)
                needsLaunch = true
                edges.append(ViewEdge(from: "launch", to: keys[entry.module]!, transition: nil, label: nil))
            }
            if needsLaunch {
                nodes.append(ViewNode(key: "launch", kind: .launch, title: "app launch"))
            }
            for module in map.modules {
                if included.contains(module.id) {
                    nodes.append(node(module.id))
                } else if stubs.contains(module.id) {
                    nodes.append(node(module.id, kind: .stub))
                }
            }
            nodes += extra
            if needsBack {
                nodes.append(ViewNode(key: "back", kind: .back, title: "back"))
            }
            return ViewGraph(title: title, nodes: nodes, edges: edges, clustered: true, grouping: grouping)
        }

        mutating func app() -> ViewGraph {
            graph(title: "Whole app", included: Set(keys.keys), incoming: false, wholeApp: true)
        }

        mutating func domain(_ name: String) throws -> ViewGraph {
            let members = membersByDomain[name] ?? []
            guard !members.isEmpty else {
                throw RenderError.unknownDomain(name, valid: ViewGraph.domainNames(of: map))
            }
            // Stubs sit in their own domains' clusters (measured: no slower for dot than a flat graph).
            return graph(title: "Domain \(name)", included: members, stubs: stubs(linkedWith: members), incoming: true)
        }

        mutating func area(_ name: String) throws -> ViewGraph {
            let members = membersByArea[name] ?? []
            guard !members.isEmpty else {
                throw RenderError.unknownArea(name, valid: ViewGraph.areaNames(of: map))
            }
            return graph(title: "Area \(name)", included: members, stubs: stubs(linkedWith: members), incoming: true)
        }

        /// The drawn modules outside `members` that a route links with one of them, either way.
        private func stubs(linkedWith members: Set<String>) -> Set<String> {
            var stubs: Set<String> = []
            for route in routes {
                guard let from = route.from, let to = route.to, keys[from] != nil, keys[to] != nil else { continue }
                if members.contains(from) && !members.contains(to) { stubs.insert(to) }
                if members.contains(to) && !members.contains(from) { stubs.insert(from) }
            }
            return stubs
        }

        mutating func focus(module: String, depth: Int, direction: FocusDirection) throws -> ViewGraph {
            guard let start = resolveModule(module) else {
                let lowered = module.lowercased()
                let suggestions = map.modules.map(\.id).filter {
                    $0.lowercased().contains(lowered) || lowered.contains($0.lowercased())
                }
                throw RenderError.unknownModule(module, suggestions: Array(suggestions.prefix(5)))
            }
            var successors: [String: Set<String>] = [:]
            var predecessors: [String: Set<String>] = [:]
            for route in routes {
                guard let from = route.from, let to = route.to, keys[to] != nil, !route.isBack else { continue }
                successors[from, default: []].insert(to)
                predecessors[to, default: []].insert(from)
            }
            var reached: Set<String> = [start]
            var frontier: Set<String> = [start]
            for _ in 0..<max(0, depth) {
                var next: Set<String> = []
                for id in frontier {
                    if direction != .in { next.formUnion(successors[id] ?? []) }
                    if direction != .out { next.formUnion(predecessors[id] ?? []) }
                }
                frontier = next.subtracting(reached)
                reached.formUnion(frontier)
                if frontier.isEmpty { break }
            }
            let name = modules[start]!.name
            return graph(title: "\(name), depth \(depth) \(direction.rawValue)", included: reached, incoming: true)
        }

        /// A module id, or a module name when only one module has it.
        func resolveModule(_ text: String) -> String? {
            if keys[text] != nil { return text }
            let named = modules.values.filter { $0.name == text }
            return named.count == 1 ? named[0].id : nil
        }

        func overview() -> ViewGraph {
            let domains = Array(Set(modules.values.map(group(of:)))).sorted()
            let domainKeys = Dictionary(uniqueKeysWithValues: domains.enumerated().map { ($1, "d\($0)") })
            let entries = map.entryModuleIDs
            var nodes: [ViewNode] = []
            for name in domains {
                let members = modules.values.filter { group(of: $0) == name }
                let counts = ModuleStatus.allCases.reversed().compactMap { status -> String? in
                    let count = members.filter { $0.status == status }.count
                    return count == 0 ? nil : "\(count) \(status.word)"
                }
                let plural = members.count == 1 ? "module" : "modules"
                nodes.append(ViewNode(
                    key: domainKeys[name]!, kind: .domain, title: name,
                    isEntry: members.contains { entries.contains($0.id) },
                    detail: "\(members.count) \(plural): \(counts.joined(separator: ", "))"))
            }
            var weights: [String: [String: Int]] = [:]
            for route in routes {
                guard let from = route.from.flatMap({ modules[$0] }), let to = route.to.flatMap({ modules[$0] }), !route.isBack else { continue }
                let a = group(of: from), b = group(of: to)
                guard a != b else { continue }
                weights[a, default: [:]][b, default: 0] += 1
            }
            var edges: [ViewEdge] = []
            for a in weights.keys.sorted() {
                for (b, count) in weights[a]!.sorted(by: { $0.key < $1.key }) {
                    edges.append(ViewEdge(from: domainKeys[a]!, to: domainKeys[b]!, transition: nil,
                                          label: count == 1 ? "1 route" : "\(count) routes", weight: count))
                }
            }
            return ViewGraph(title: "Overview of areas", nodes: nodes, edges: edges, clustered: false, grouping: .area)
        }
    }
}

extension ModuleStatus {
    /// The word drawn next to the status colour, so the status never depends on colour alone.
    public var word: String {
        switch self {
        case .planned: return "planned"
        case .scaffolded: return "scaffolded"
        case .inProgress: return "in progress"
        case .done: return "done"
        }
    }
}
