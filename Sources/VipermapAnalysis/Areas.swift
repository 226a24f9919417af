import VipermapModel

/// The areas of a map (``Module/area``): a grouping for reading, always present, that the overview draws.
///
/// - A domain the module catalog declares is an area as it is, whatever its size (``AreaSource/catalog``).
/// - A folder or Xcode-group domain of ``smallest`` or more modules is an area (``AreaSource/folder``,
///   ``AreaSource/xcodeGroup``); smaller ones are left to the navigation. An app organised in more than ``most``
///   such folders keeps them all: they are its structure (the navigation of a 2,000-module app of 40 feature folders
///   would put most of them in one area of 1,300 modules).
/// - The rest are placed by the navigation from launch (``AreaSource/navigation``). A screen *dominates* a module when
///   every path from launch to the module passes through it: the screens a tab or a flow's first screen leads to, and
///   no sibling branch also leads to, are dominated by it; a screen shared by several branches is dominated by the
///   one that leads to all of them. The screens dominated by one screen that hangs from launch (or from a screen of
///   a declared or folder area) are a flow, named after that screen; a flow of one or two screens joins the area it
///   is reached from. Under launch that is the area ``catchAll`` when it gathers ``smallest`` or more screens (in an
///   app of ``bigApp`` modules or more, no more than a tenth of the reachable ones); else they join the area of the
///   entry screen that dominates the most screens (the launch flow they sit beside), or with none, of the area
///   their routes lead to most. Then, while the app has fewer areas than it aims at (about √n·1.1 for n modules, 3
///   to ``most``), the largest area is split in two, both parts holding ``smallest`` or more, at the screen nearest
///   to the area's first screen in the dominator tree, and among those at the one whose dominated screens divide it
///   most evenly: a tab bar's tabs, then a tab's flows.
/// - Modules no launch path reaches, and modules no target builds, are the area ``notReached``
///   (``AreaSource/notReached``) unless a declared or folder area holds them; with no launch path at all, modules
///   keep their folder's or group's domain as their area, whatever its size, and the rest are ``notReached``.
///
/// Names come from the code (a domain, a screen's module name), never made up; the same map gives the same areas.
public enum Areas {
    /// The area of modules no launch path reaches.
    public static let notReached = "Not reached from launch"
    /// The area of screens reached directly from several entry points.
    public static let catchAll = "App launch"
    /// The fewest modules an area of folders or of the navigation holds.
    public static let smallest = 3
    /// The most areas the navigation makes (declared domains aside).
    public static let most = 15
    /// The fewest modules of a big app, whose catch-all holds at most a tenth of the reachable modules.
    public static let bigApp = 25

    /// How many areas a map of `count` built modules aims at: about √count·1.1, between 3 and ``most``.
    static func target(modules count: Int) -> Int {
        min(most, max(smallest, Int((Double(count).squareRoot() * 1.1).rounded())))
    }

    /// `map` with areas: as it is when every module has one, else with ``assign(_:)``'s (a map.json written before
    /// areas, a map not analysed).
    public static func ensured(_ map: AppMap) -> AppMap {
        guard map.modules.contains(where: { $0.area == nil }) else { return map }
        var copy = map
        assign(&copy)
        return copy
    }

    /// Sets ``Module/area`` and ``Module/areaSource`` on every module of `map`, reading each module's `areaSource`
    /// as the source of its domain (catalog, folder or Xcode group; a folder when unknown).
    public static func assign(_ map: inout AppMap) {
        let modules = map.modules
        let count = modules.count
        guard count > 0 else { return }
        var position: [String: Int] = [:]
        position.reserveCapacity(count)
        for (index, module) in modules.enumerated() { position[module.id] = index }
        let built = modules.map { $0.notBuilt != true }

        // Declared and folder areas.
        var domainSizes: [String: Int] = [:]
        for module in modules { if let domain = module.domain { domainSizes[domain, default: 0] += 1 } }
        var source = [AreaSource?](repeating: nil, count: count)
        var fixed = [String?](repeating: nil, count: count)
        for (index, module) in modules.enumerated() {
            guard let domain = module.domain else { continue }
            let origin: AreaSource = module.areaSource == .catalog ? .catalog : module.areaSource == .xcodeGroup ? .xcodeGroup : .folder
            source[index] = origin
            if origin == .catalog || domainSizes[domain, default: 0] >= smallest { fixed[index] = domain }
        }

        var entries: [Int] = []
        for id in map.entryModuleIDs { if let index = position[id], built[index] { entries.append(index) } }
        entries.sort()
        let edges = entries.isEmpty ? [] : forwardEdges(map, position: position, built: built)
        let tree = entries.isEmpty ? nil : DominatorTree(count: count, entries: entries, edges: edges)
        var area = [String?](repeating: nil, count: count)
        var areaSource = [AreaSource?](repeating: nil, count: count)
        for index in 0..<count where fixed[index] != nil {
            area[index] = fixed[index]
            areaSource[index] = source[index]
        }
        guard let tree else {
            // No launch path: folders (whatever their size), then one area.
            for index in 0..<count where area[index] == nil {
                if let domain = modules[index].domain {
                    area[index] = domain
                    areaSource[index] = source[index]
                } else {
                    area[index] = notReached
                    areaSource[index] = .notReached
                }
            }
            write(area, areaSource, to: &map)
            return
        }

        let free = (0..<count).map { tree.isReachable($0) && fixed[$0] == nil }
        let unreached = (0..<count).filter { !tree.isReachable($0) && fixed[$0] == nil }
        let fixedNames = Set(fixed.compactMap { $0 })
        let others = fixedNames.count + (unreached.isEmpty ? 0 : 1)
        let builtCount = built.lazy.filter { $0 }.count
        let reachableCount = (0..<count).lazy.filter { tree.isReachable($0) }.count
        // The catch-all stands alone with three or more screens, and in a big app with at most a tenth of the
        // reachable ones.
        let catchAllMost = builtCount >= bigApp ? reachableCount / 10 : count
        let plan = Partition(tree: tree, free: free, target: target(modules: builtCount) - others, most: most - others,
                             catchAllMost: catchAllMost)

        // Names: reserved ones first, then each navigation area after the screen that starts it, in module order.
        var used = fixedNames.union([notReached])
        func unique(_ base: String, id: String) -> String {
            if used.insert(base).inserted { return base }
            if used.insert(id).inserted { return id }
            var counter = 2
            while !used.insert("\(base) \(counter)").inserted { counter += 1 }
            return "\(base) \(counter)"
        }
        var named: [(name: String, members: [Int])] = plan.areas.map { head, members in
            (unique(modules[head].name, id: modules[head].id), members)
        }
        var catchAllJoins: String?
        if Partition.stands(plan.catchAll.count, most: catchAllMost) {
            named.append((unique(catchAll, id: catchAll), plan.catchAll))
        } else if !plan.catchAll.isEmpty {
            // Too few to stand alone (or too many for a big app): they join the area of the launch flow that leads to
            // the most screens; with none beside them, the area their routes lead to most (then the larger, then by
            // name).
            let inCatchAll = Set(plan.catchAll)
            let sizes = tree.subtreeSizes
            let main = tree.children[tree.root].filter { !inCatchAll.contains($0) }.max { (sizes[$0], $1) < (sizes[$1], $0) }
            var nameOf = area
            for (name, members) in named { for index in members { nameOf[index] = name } }
            for (screen, members) in plan.joined { for index in members { nameOf[index] = fixed[screen] } }
            var choice = main.flatMap { nameOf[$0] }
            if choice == nil {
                var areaSizes: [String: Int] = [:]
                for name in nameOf.compactMap({ $0 }) { areaSizes[name, default: 0] += 1 }
                var led: [String: Int] = [:]
                for index in plan.catchAll {
                    for target in edges[index] where !inCatchAll.contains(target) {
                        if let name = nameOf[target] { led[name, default: 0] += 1 }
                    }
                }
                choice = areaSizes.keys.max {
                    (led[$0, default: 0], areaSizes[$0]!, $1) < (led[$1, default: 0], areaSizes[$1]!, $0)
                }
            }
            if let choice, let home = named.firstIndex(where: { $0.name == choice }) {
                named[home].members += plan.catchAll
            } else if let choice {
                catchAllJoins = choice
            } else {
                named.append((unique(catchAll, id: catchAll), plan.catchAll))
            }
        }
        if let catchAllJoins {
            for index in plan.catchAll { area[index] = catchAllJoins; areaSource[index] = .navigation }
        }
        for (name, members) in named {
            for index in members { area[index] = name; areaSource[index] = .navigation }
        }
        for (screen, members) in plan.joined {
            for index in members { area[index] = fixed[screen]; areaSource[index] = .navigation }
        }
        for index in unreached {
            area[index] = notReached
            areaSource[index] = .notReached
        }
        write(area, areaSource, to: &map)
    }

    private static func write(_ area: [String?], _ source: [AreaSource?], to map: inout AppMap) {
        for index in map.modules.indices {
            map.modules[index].area = area[index]
            map.modules[index].areaSource = source[index]
        }
    }

    /// Each module's forward routes to other built modules, as sorted positions.
    private static func forwardEdges(_ map: AppMap, position: [String: Int], built: [Bool]) -> [[Int]] {
        var edges = [[Int]](repeating: [], count: map.modules.count)
        for route in map.routes where !route.isBack {
            guard let from = route.from.flatMap({ position[$0] }), let to = route.to.flatMap({ position[$0] }),
                  from != to, built[from], built[to] else { continue }
            edges[from].append(to)
        }
        for index in edges.indices where edges[index].count > 1 {
            edges[index] = Array(Set(edges[index])).sorted()
        }
        return edges
    }

    /// The modules' dominator tree from launch (a virtual root before the entry modules), by the iterative algorithm
    /// of Cooper, Harvey and Kennedy ("A Simple, Fast Dominance Algorithm", 2001).
    struct DominatorTree {
        /// The virtual root's position: one past the modules.
        let root: Int
        /// Immediate dominator of each position (the root's is itself); -1 when unreachable.
        private(set) var dominator: [Int]
        /// Children of each position in the tree, in module order.
        private(set) var children: [[Int]]

        init(count: Int, entries: [Int], edges: [[Int]]) {
            root = count
            var successors = edges
            successors.append(entries)
            // Depth-first postorder from the root, iteratively (a chain of thousands of screens is no stack risk).
            var postorderNumber = [Int](repeating: -1, count: count + 1)
            var order: [Int] = []
            var visited = [Bool](repeating: false, count: count + 1)
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            visited[root] = true
            while !stack.isEmpty {
                let (node, next) = stack[stack.count - 1]
                if next < successors[node].count {
                    stack[stack.count - 1].next += 1
                    let successor = successors[node][next]
                    if !visited[successor] {
                        visited[successor] = true
                        stack.append((successor, 0))
                    }
                } else {
                    postorderNumber[node] = order.count
                    order.append(node)
                    stack.removeLast()
                }
            }
            var predecessors = [[Int]](repeating: [], count: count + 1)
            for node in order { for successor in successors[node] { predecessors[successor].append(node) } }
            var dominator = [Int](repeating: -1, count: count + 1)
            dominator[root] = root
            let reversePostorder = order.reversed().dropFirst()  // the root is last in postorder
            var changed = true
            while changed {
                changed = false
                for node in reversePostorder {
                    var candidate = -1
                    for predecessor in predecessors[node] where dominator[predecessor] != -1 {
                        if candidate == -1 {
                            candidate = predecessor
                            continue
                        }
                        var a = predecessor, b = candidate
                        while a != b {
                            while postorderNumber[a] < postorderNumber[b] { a = dominator[a] }
                            while postorderNumber[b] < postorderNumber[a] { b = dominator[b] }
                        }
                        candidate = a
                    }
                    if dominator[node] != candidate {
                        dominator[node] = candidate
                        changed = true
                    }
                }
            }
            var children = [[Int]](repeating: [], count: count + 1)
            for node in 0..<count {
                let parent = dominator[node]
                if parent != -1 { children[parent].append(node) }
            }
            self.dominator = dominator
            self.children = children
        }

        func isReachable(_ node: Int) -> Bool { dominator[node] != -1 }

        /// How many nodes each node dominates, itself included (0 when unreachable).
        var subtreeSizes: [Int] {
            var sizes = [Int](repeating: 0, count: root + 1)
            for node in preorder.reversed() {
                sizes[node] += 1
                if node != root { sizes[dominator[node]] += sizes[node] }
            }
            return sizes
        }

        /// The tree's nodes, each before its children (in module order), the root first.
        var preorder: [Int] {
            var out: [Int] = []
            var stack = [root]
            while let node = stack.popLast() {
                out.append(node)
                stack += children[node].reversed()
            }
            return out
        }
    }

    /// The navigation's areas: each flow of screens not in a declared or folder area that hangs from launch or from
    /// such an area's screen, then the largest split in two until there are `target` of them.
    struct Partition {
        /// Each area: the screen that starts it and its modules.
        var areas: [(head: Int, members: [Int])] = []
        /// Modules left under a screen of a declared or folder area, which join it: by that screen.
        var joined: [(screen: Int, members: [Int])] = []
        /// Modules left directly under launch.
        var catchAll: [Int] = []

        /// Whether a catch-all of `count` screens is an area of its own: three or more, and no more than `most`.
        static func stands(_ count: Int, most: Int) -> Bool { count >= smallest && count <= most }

        init(tree: DominatorTree, free: [Bool], target: Int, most: Int, catchAllMost: Int) {
            // Flows: the free modules under one free screen whose dominator is launch or a screen of another area.
            let preorder = tree.preorder
            var rank = [Int](repeating: 0, count: tree.root + 1)
            for (index, node) in preorder.enumerated() { rank[node] = index }
            var flows: [(head: Int, parent: Int, members: [Int])] = []
            var flowOf = [Int](repeating: -1, count: tree.root + 1)
            for node in preorder where node != tree.root && free[node] {
                let parent = tree.dominator[node]
                if parent != tree.root && free[parent] {
                    flowOf[node] = flowOf[parent]
                    flows[flowOf[node]].members.append(node)
                } else {
                    flowOf[node] = flows.count
                    flows.append((node, parent, [node]))
                }
            }
            // A flow of one or two screens joins the area it is reached from (under launch: the catch-all); so do the
            // smallest flows (wherever they hang) while there are more than `most`.
            var kept: [(head: Int, parent: Int, members: [Int])] = []
            for flow in flows {
                if flow.members.count >= smallest { kept.append(flow) } else { leave(flow, root: tree.root) }
            }
            let catchAllCounts = { (pool: [Int]) in Self.stands(pool.count, most: catchAllMost) ? 1 : 0 }
            if kept.count + catchAllCounts(catchAll) > most {
                let bySize = kept.indices.sorted { (kept[$0].members.count, rank[kept[$0].head]) < (kept[$1].members.count, rank[kept[$1].head]) }
                var dropped: Set<Int> = []
                for index in bySize where kept.count - dropped.count + catchAllCounts(catchAll) > most {
                    dropped.insert(index)
                    leave(kept[index], root: tree.root)
                }
                kept = kept.indices.filter { !dropped.contains($0) }.map { kept[$0] }
            }
            areas = kept.map { ($0.head, $0.members) }
            // Split the largest area where it divides best (both parts of three or more screens), until `target`.
            var whole = Set<Int>()
            while areas.count + catchAllCounts(catchAll) < target {
                let order = areas.indices.filter { !whole.contains(areas[$0].head) }.sorted {
                    (areas[$0].members.count, -rank[areas[$0].head]) > (areas[$1].members.count, -rank[areas[$1].head])
                }
                guard let largest = order.first else { break }
                let members = areas[largest].members.sorted { rank[$0] < rank[$1] }
                var inArea = Set(members)
                var size: [Int: Int] = [:]
                for node in members.reversed() {
                    size[node, default: 0] += 1
                    let parent = tree.dominator[node]
                    if node != areas[largest].head, inArea.contains(parent) { size[parent, default: 0] += size[node]! }
                }
                // The split screen is the nearest to the area's head (a tab of a tab bar before a screen of that tab's
                // flow), then the one that divides most evenly, then the first in order.
                var depth: [Int: Int] = [:]
                for node in members { depth[node] = node == areas[largest].head ? 0 : depth[tree.dominator[node]]! + 1 }
                let total = members.count
                var best: (node: Int, depth: Int, balance: Int)?
                for node in members where node != areas[largest].head {
                    let part = size[node]!
                    guard part >= smallest, total - part >= smallest else { continue }
                    let balance = min(part, total - part)
                    if let current = best, (current.depth, -current.balance) <= (depth[node]!, -balance) { continue }
                    best = (node, depth[node]!, balance)
                }
                guard let split = best?.node else {
                    whole.insert(areas[largest].head)
                    continue
                }
                // The split screen's subtree within the area.
                var moved: Set<Int> = [split]
                for node in members where rank[node] > rank[split] && moved.contains(tree.dominator[node]) { moved.insert(node) }
                inArea.subtract(moved)
                areas[largest].members = members.filter(inArea.contains)
                areas.append((split, members.filter(moved.contains)))
            }
            areas.sort { $0.head < $1.head }
        }

        /// A flow too small to be an area: it joins its parent's area, or the catch-all under launch.
        private mutating func leave(_ flow: (head: Int, parent: Int, members: [Int]), root: Int) {
            if flow.parent == root { catchAll += flow.members } else { joined.append((flow.parent, flow.members)) }
        }
    }
}
