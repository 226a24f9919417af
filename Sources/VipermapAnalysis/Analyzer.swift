import VipermapModel

/// Whole-map analysis: statuses, reachability, breadcrumbs and findings.
public enum Analyzer {
    /// Returns the map with `status`, `reachable`, `breadcrumb` and `area` (``Areas``) set on every module and the analysis findings added.
    ///
    /// Idempotent: evidence and findings it adds are deduplicated, so analysing an analysed map changes nothing.
    public static func analyze(_ map: AppMap) -> AppMap {
        var result = map.normalized()
        let entryIDs = result.entryModuleIDs
        let hasEntries = !entryIDs.isEmpty
        var findings = result.findings
        // A module's forward routes, for how much of its navigation was resolved (the tool's confidence, not the
        // module's status: an unresolved route is a finding, never evidence).
        let routesFrom = Dictionary(grouping: result.routes.filter { $0.from != nil }, by: { $0.from! })

        // Each module's own evidence, order, status and findings depend on that module alone. Modules are moved out
        // of the array and back, so that nothing is copied. (Working them out on two threads saved 3 ms of 19 at
        // 2,000 modules on an idle machine and cost more than it saved on a loaded one, and ignored `--jobs`.)
        let ids = result.modules.map { $0.id }
        // A module no target builds (legacy code left in the folder) is out of reachability: no path leads to or through it.
        let notBuilt = Set(result.modules.filter { $0.notBuilt == true }.map(\.id))
        let crumbs = notBuilt.isEmpty ? breadcrumbs(ids: ids, routes: result.routes, entryModuleIDs: entryIDs)
            : breadcrumbs(ids: ids.filter { !notBuilt.contains($0) }, routes: result.routes, entryModuleIDs: entryIDs.subtracting(notBuilt))
        var own = [[Finding]](repeating: [], count: ids.count)
        result.modules.withUnsafeMutableBufferPointer { modules in
            for index in modules.indices {
                let slot = modules.baseAddress! + index
                var module = slot.move()
                // Components are in canonical order once normalized: the first is the smallest.
                let routes = routesFrom[module.id] ?? []
                module.evidence += structuralEvidence(module, anchor: module.components.first)
                module = module.normalized()
                module.status = module.evidence.map(\.status).min() ?? .done
                module.resolution = RouteResolution(routes: routes)
                own[index] = ownFindings(module) + unresolvedFindings(module.id, routes: routes)
                slot.initialize(to: module)
            }
        }

        for index in result.modules.indices {
            let crumb = crumbs[ids[index]]
            result.modules[index].breadcrumb = crumb
            // With no launch path found, whether a module is reachable is unknown, not false.
            result.modules[index].reachable = hasEntries ? crumb != nil : nil
            findings += own[index]
            if hasEntries, crumb == nil, !notBuilt.contains(ids[index]) {
                // Components are in canonical order once normalized: the first is the smallest.
                let anchor = result.modules[index].components.first
                let declaration = result.modules[index].declaration
                findings.append(Finding(
                    rule: "unreachableModule",
                    message: "\(ids[index]) cannot be reached from any entry point; add a route to it or remove it.",
                    module: ids[index], file: anchor?.file ?? declaration?.file, line: anchor?.line ?? declaration?.line))
            }
        }
        // Each module was normalized above and keeps its place (ids did not change); routes and entry points are
        // as the first `normalized()` left them. Only the findings still need their canonical order, which the
        // model's own normalization gives them (a second pass over the whole map cost a sixth of the analysis).
        Areas.assign(&result)
        if !hasEntries, !result.modules.isEmpty {
            findings.append(Finding(rule: "noLaunchPath", message: noLaunchPathMessage))
        }
        result.findings = AppMap(findings: findings).normalized().findings
        result.resolution = result.countedResolution
        return result
    }

    /// Said once when a map has modules and no entry point (the CLI summary, the dashboard, `check`).
    public static let noLaunchPathMessage = "No launch path found: vipermap looked for an app or scene delegate that sets a window's root view controller (or hands the window to an object of the app's that does), a SwiftUI App's WindowGroup, the main storyboard's initial view controller (Info.plist or build settings) and storyboards' initial view controllers; none leads to a module. Reachability is unknown."

    /// One `unresolvedRoute` finding per route of the module whose target is only known at run time.
    static func unresolvedFindings(_ id: String, routes: [Route]) -> [Finding] {
        routes.filter(\.isUnresolved).map { route in
            Finding(rule: "unresolvedRoute",
                    message: "route\(route.trigger.map { " \($0)" } ?? "") of \(id) goes to `\(route.target ?? "?")`, which is only known at run time",
                    module: id, file: route.file, line: route.line)
        }
    }

    /// The findings a module's own evidence and status make, in the order they are added.
    static func ownFindings(_ module: Module) -> [Finding] {
        var findings: [Finding] = []
        for evidence in module.evidence {
            switch evidence.kind {
            case "missingComponent", "unhandledOption", "deadOption":
                findings.append(Finding(rule: evidence.kind, message: evidence.message, module: module.id, file: evidence.file, line: evidence.line))
            default:
                break
            }
        }
        if module.status == .scaffolded {
            let first = module.evidence.first { $0.status == .scaffolded }
            findings.append(Finding(
                rule: "scaffoldedModule",
                message: "\(module.id) is still a template: \(first?.message ?? "scaffolded")",
                module: module.id, file: first?.file, line: first?.line))
        }
        return findings
    }

    /// Evidence that follows from the map's structure: missing components and NavigationOption states. `anchor` is
    /// the module's smallest component (the first, once the module is normalized), where such evidence points.
    static func structuralEvidence(_ module: Module, anchor: Component?) -> [Evidence] {
        var evidence: [Evidence] = []
        if let anchor {
            // The roles by a scan of the components: `Module.roles` builds a set, hashing each role's name.
            let missing = expectedRoles { role in module.components.contains { $0.role == role } }
            for role in missing {
                evidence.append(Evidence(
                    kind: "missingComponent", status: .inProgress,
                    message: "\(module.id) has no \(role.rawValue) (its dialect expects one)",
                    file: anchor.file, line: anchor.line))
            }
        }
        for option in module.navigationOptions {
            switch option.state {
            case .handled:
                break
            case .unhandled:
                evidence.append(Evidence(
                    kind: "unhandledOption", status: .inProgress,
                    message: "navigation option \(option.name) of \(module.id) is not handled by navigate(to:)",
                    file: option.file, line: option.line))
            case .dead:
                evidence.append(Evidence(
                    kind: "deadOption", status: .inProgress,
                    message: "navigation option \(option.name) of \(module.id) is handled by a case that does nothing",
                    file: option.file, line: option.line))
            }
        }
        return evidence
    }

    /// Roles a module's own dialect needs and it lacks, the dialect read from the module's components: a module
    /// with a wireframe (seed 000) needs its wireframe, presenter and view; any other module (a router, a
    /// RouterInput/Output, a builder, a configurator, a contract) needs a presenter and a view — a storyboard scene
    /// counts as a view. An interactor is optional (seeds 000 and 002), and so is a router: a screen that
    /// navigates nowhere needs none (seed 002: "every View needs at least a Presenter").
    public static func expectedRoles(_ roles: Set<ComponentRole>) -> [ComponentRole] {
        expectedRoles { roles.contains($0) }
    }

    /// ``expectedRoles(_:)`` for the roles `has` says a module has.
    static func expectedRoles(has: (ComponentRole) -> Bool) -> [ComponentRole] {
        var missing: [ComponentRole] = []
        let hasView = has(.view) || has(.storyboardScene)
        let hasRouter = [.router, .routerInput, .routerOutput].contains(where: has)
        if (has(.wireframe) || has(.interfaces)) && !hasRouter {
            // Seed 000: the wireframe builds the module; an `XInterfaces` file without one is a module missing it.
            if !has(.wireframe) { missing.append(.wireframe) }
        } else if !hasRouter && ![.builder, .configurator, .contract, .moduleAPI, .presenter].contains(where: has) {
            return []
        }
        // A view model does the presenter's work (a module of a router and view models).
        if !has(.presenter) && !has(.viewModel) { missing.append(.presenter) }
        if !hasView { missing.append(.view) }
        return missing
    }

    /// Shortest path from an entry point to every reachable module: a breadth-first walk over routes that lead
    /// to a module, starting from the entry modules in id order and visiting neighbours in id order.
    ///
    /// Modules are numbered in id order, so the walk runs over integers (an id's number orders as the id does)
    /// instead of hashing and comparing id strings at every step.
    public static func breadcrumbs(_ map: AppMap) -> [String: [String]] {
        breadcrumbs(ids: map.modules.map { $0.id }, routes: map.routes, entryModuleIDs: map.entryModuleIDs)
    }

    /// ``breadcrumbs(_:)`` from the module ids, routes and entry module ids of a map.
    static func breadcrumbs(ids moduleIDs: [String], routes: [Route], entryModuleIDs: Set<String>) -> [String: [String]] {
        // Module ids, sorted and unique; a normalized map already has them in order.
        var ids = moduleIDs
        if !zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) {
            ids = Array(Set(ids)).sorted()
        }
        var number: [String: Int] = [:]
        number.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() { number[id] = index }

        // Neighbours that are modules, per module, sorted and unique (a route to an unknown id leads nowhere).
        var successors = [[Int]](repeating: [], count: ids.count)
        for route in routes {
            guard let from = route.from, let to = route.to, !route.isBack,
                  let source = number[from], let target = number[to] else { continue }
            successors[source].append(target)
        }
        for index in successors.indices where successors[index].count > 1 {
            successors[index].sort()
            var unique = successors[index]
            var kept = 1
            for position in 1..<unique.count where unique[position] != unique[kept - 1] {
                unique[kept] = unique[position]
                kept += 1
            }
            unique.removeLast(unique.count - kept)
            successors[index] = unique
        }

        let unvisited = -2, start = -1
        var parent = [Int](repeating: unvisited, count: ids.count)
        var queue: [Int] = []
        queue.reserveCapacity(ids.count)
        for entry in entryModuleIDs.compactMap({ number[$0] }).sorted() {
            parent[entry] = start
            queue.append(entry)
        }
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for next in successors[current] where parent[next] == unvisited {
                parent[next] = current
                queue.append(next)
            }
        }
        // Queue order is breadth-first, so a module's parent path is always known before the module's.
        var paths = [[String]](repeating: [], count: ids.count)
        var result: [String: [String]] = [:]
        result.reserveCapacity(queue.count)
        for index in queue {
            var path: [String]
            if parent[index] >= 0 {
                path = paths[parent[index]]
                path.append(ids[index])
            } else {
                path = [ids[index]]
            }
            paths[index] = path
            result[ids[index]] = path
        }
        return result
    }
}

extension MapStage {
    /// ``Analyzer/analyze(_:)`` as the stage an index run ends with.
    public static let analysis = MapStage { Analyzer.analyze($0) }
}
