import VipermapModel

/// Whole-map analysis: statuses, reachability, breadcrumbs and findings.
public enum Analyzer {
    /// Returns the map with `status`, `reachable` and `breadcrumb` set on every module and the analysis findings added.
    ///
    /// Idempotent: evidence and findings it adds are deduplicated, so analysing an analysed map changes nothing.
    public static func analyze(_ map: AppMap) -> AppMap {
        var result = map.normalized()
        let entryIDs = result.entryModuleIDs
        let hasEntries = !entryIDs.isEmpty
        var findings = result.findings
        // Only unresolved routes make evidence.
        let routesFrom = Dictionary(grouping: result.routes.filter { $0.from != nil && $0.isUnresolved }, by: { $0.from! })

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
                module.evidence += structuralEvidence(module, routes: routesFrom[module.id] ?? [], anchor: module.components.first)
                module = module.normalized()
                module.status = module.evidence.map(\.status).min() ?? .done
                own[index] = ownFindings(module)
                slot.initialize(to: module)
            }
        }

        for index in result.modules.indices {
            let crumb = crumbs[ids[index]]
            result.modules[index].breadcrumb = crumb
            result.modules[index].reachable = crumb != nil
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
        result.findings = AppMap(findings: findings).normalized().findings
        return result
    }

    /// The findings a module's own evidence and status make, in the order they are added.
    static func ownFindings(_ module: Module) -> [Finding] {
        var findings: [Finding] = []
        for evidence in module.evidence {
            switch evidence.kind {
            case "missingComponent", "unhandledOption", "deadOption", "unresolvedRoute":
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

    /// Evidence that follows from the map's structure: missing components, options, unresolved routes. `anchor` is
    /// the module's smallest component (the first, once the module is normalized), where such evidence points.
    static func structuralEvidence(_ module: Module, routes: [Route], anchor: Component?) -> [Evidence] {
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
        for route in routes where route.isUnresolved {
            evidence.append(Evidence(
                kind: "unresolvedRoute", status: .inProgress,
                message: "route\(route.trigger.map { " \($0)" } ?? "") of \(module.id) goes to `\(route.target ?? "?")`, which is only known at run time",
                file: route.file, line: route.line))
        }
        return evidence
    }

    /// Roles a module's dialect expects and it lacks: seed 000 wants wireframe, presenter, view; router-based
    /// dialects want a router (or RouterInput/RouterOutput), presenter, view (a storyboard scene counts as a view).
    static func expectedRoles(_ roles: Set<ComponentRole>) -> [ComponentRole] {
        expectedRoles { roles.contains($0) }
    }

    /// ``expectedRoles(_:)`` for the roles `has` says a module has.
    static func expectedRoles(has: (ComponentRole) -> Bool) -> [ComponentRole] {
        var missing: [ComponentRole] = []
        let hasView = has(.view) || has(.storyboardScene)
        if has(.wireframe) || has(.interfaces) {
            if !has(.wireframe) { missing.append(.wireframe) }
        } else if [.router, .routerInput, .routerOutput, .builder, .configurator, .contract, .moduleAPI].contains(where: has) {
            if ![.router, .routerInput, .routerOutput].contains(where: has) { missing.append(.router) }
        } else {
            return []
        }
        if !has(.presenter) { missing.append(.presenter) }
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
