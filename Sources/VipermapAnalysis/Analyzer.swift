import VipermapModel

/// Whole-map analysis: statuses, reachability, breadcrumbs and findings.
public enum Analyzer {
    /// Returns the map with `status`, `reachable` and `breadcrumb` set on every module and the analysis findings added.
    ///
    /// Idempotent: evidence and findings it adds are deduplicated, so analysing an analysed map changes nothing.
    public static func analyze(_ map: AppMap) -> AppMap {
        var result = map.normalized()
        let crumbs = breadcrumbs(result)
        let hasEntries = !result.entryModuleIDs.isEmpty
        var findings = result.findings
        // Only unresolved routes make evidence.
        let routesFrom = Dictionary(grouping: result.routes.filter { $0.from != nil && $0.isUnresolved }, by: { $0.from! })

        for index in result.modules.indices {
            var module = result.modules[index]
            module.evidence += structuralEvidence(module, routes: routesFrom[module.id] ?? [])
            module = module.normalized()
            module.status = module.evidence.map(\.status).min() ?? .done
            module.breadcrumb = crumbs[module.id]
            module.reachable = crumbs[module.id] != nil

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
            if hasEntries, module.reachable == false {
                // Components are in canonical order once normalized: the first is the smallest.
                let anchor = module.components.first
                findings.append(Finding(
                    rule: "unreachableModule",
                    message: "\(module.id) cannot be reached from any entry point; add a route to it or remove it.",
                    module: module.id, file: anchor?.file ?? module.declaration?.file, line: anchor?.line ?? module.declaration?.line))
            }
            result.modules[index] = module
        }
        result.findings = findings
        return result.normalized()
    }

    /// Evidence that follows from the map's structure: missing components, options, unresolved routes.
    static func structuralEvidence(_ module: Module, routes: [Route]) -> [Evidence] {
        var evidence: [Evidence] = []
        let roles = module.roles
        if !module.components.isEmpty {
            let anchor = module.components.min()!
            for role in expectedRoles(roles) {
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
        var missing: [ComponentRole] = []
        let hasView = roles.contains(.view) || roles.contains(.storyboardScene)
        if roles.contains(.wireframe) || roles.contains(.interfaces) {
            if !roles.contains(.wireframe) { missing.append(.wireframe) }
        } else if !roles.isDisjoint(with: [.router, .routerInput, .routerOutput, .builder, .configurator, .contract, .moduleAPI]) {
            if roles.isDisjoint(with: [.router, .routerInput, .routerOutput]) { missing.append(.router) }
        } else {
            return []
        }
        if !roles.contains(.presenter) { missing.append(.presenter) }
        if !hasView { missing.append(.view) }
        return missing
    }

    /// Shortest path from an entry point to every reachable module: a breadth-first walk over routes that lead
    /// to a module, starting from the entry modules in id order and visiting neighbours in id order.
    public static func breadcrumbs(_ map: AppMap) -> [String: [String]] {
        let successors = map.successors
        let known = Set(map.modules.map(\.id))
        var parent: [String: String?] = [:]
        var queue: [String] = []
        for entry in map.entryModuleIDs.sorted() where known.contains(entry) {
            parent[entry] = .some(nil)
            queue.append(entry)
        }
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for next in (successors[current] ?? []).sorted() where known.contains(next) && parent[next] == nil {
                parent[next] = .some(current)
                queue.append(next)
            }
        }
        var result: [String: [String]] = [:]
        // Queue order is breadth-first, so a module's parent path is always known before the module's.
        for id in queue {
            if let step = parent[id] ?? nil, let path = result[step] {
                result[id] = path + [id]
            } else {
                result[id] = [id]
            }
        }
        return result
    }
}
