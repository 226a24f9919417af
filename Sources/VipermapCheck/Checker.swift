import VipermapAnalysis
import VipermapModel

/// Runs the rules of a ``CheckConfiguration`` over an ``AppMap``.
public enum Checker {
    /// Every finding of every rule not turned `off`, sorted.
    public static func check(_ map: AppMap, configuration: CheckConfiguration = CheckConfiguration()) -> [CheckFinding] {
        var issues: [CheckFinding] = []
        func add(_ rule: RuleID, _ message: String, module: String?, file: String?, line: Int?, target: String) {
            let severity = configuration.severity(of: rule)
            guard severity != .off else { return }
            issues.append(CheckFinding(rule: rule, severity: severity, message: message, module: module, file: file, line: line, target: target))
        }
        let modules = map.modules.sorted { $0.id < $1.id }
        let byID = map.modulesByID

        for module in modules {
            for option in module.navigationOptions {
                switch option.state {
                case .unhandled:
                    add(.unhandledOption, "\(module.id): navigation option '\(option.name)' is not handled by navigate(to:)",
                        module: module.id, file: option.file, line: option.line, target: option.name)
                case .dead:
                    add(.deadOption, "\(module.id): navigation option '\(option.name)' is handled by a body that does nothing",
                        module: module.id, file: option.file, line: option.line, target: option.name)
                case .handled:
                    break
                }
            }
            if module.status == .scaffolded {
                let place = location(of: module)
                add(.scaffoldedModule, "\(module.id) is scaffolded: \(scaffoldReason(module))",
                    module: module.id, file: place?.file, line: place?.line, target: "")
            }
            for role in missingRoles(of: module) {
                let place = location(of: module)
                let reason = requiringRole(of: module) ?? .presenter
                add(.missingComponent, "\(module.id) has no \(role.rawValue) (a module with a \(reason.rawValue) needs one)",
                    module: module.id, file: place?.file, line: place?.line, target: role.rawValue)
            }
        }

        for route in map.routes {
            let target = routeTarget(route)
            if route.isUnresolved {
                add(.unresolvedRoute, "\(route.from ?? "app entry") routes (\(route.transition.rawValue)) to a target known only at run time: \(route.target ?? "unknown expression")",
                    module: route.from, file: route.file, line: route.line, target: target)
            } else if let to = route.to, byID[to] == nil {
                add(.undefinedModule, "\(route.from ?? "app entry") routes (\(route.transition.rawValue)) to '\(to)', which is not a module of the map",
                    module: route.from, file: route.file, line: route.line, target: target)
            }
            if let from = route.from, let to = route.to, !route.isBack {
                for forbidden in configuration.forbiddenRoutes
                where forbidden.from.matches(id: from, domain: byID[from]?.domain) && forbidden.to.matches(id: to, domain: byID[to]?.domain) {
                    let why = forbidden.reason.map { ": \($0)" } ?? ""
                    add(.forbiddenRoute, "route \(from) → \(to) is forbidden (from '\(forbidden.from)' to '\(forbidden.to)')\(why)",
                        module: from, file: route.file, line: route.line, target: target)
                }
            }
        }

        let reachable = reachableModuleIDs(map)
        for module in modules where reachable.map({ !$0.contains(module.id) }) ?? (module.reachable == false) {
            let place = location(of: module)
            add(.unreachableModule, "\(module.id) cannot be reached from any entry point",
                module: module.id, file: place?.file, line: place?.line, target: "")
        }

        let successors = map.successors
        for module in modules {
            let targets = successors[module.id] ?? []
            guard targets.count > configuration.maxFanOut else { continue }
            let place = location(of: module)
            add(.maxFanOut, "\(module.id) routes to \(targets.count) modules, more than the limit of \(configuration.maxFanOut)",
                module: module.id, file: place?.file, line: place?.line, target: "")
        }

        // Said once for the map, by the analysis that found no entry point.
        if let finding = map.findings.first(where: { $0.rule == RuleID.noLaunchPath.rawValue }) {
            add(.noLaunchPath, finding.message, module: nil, file: nil, line: nil, target: "")
        }

        let covered: Set<String> = Set(RuleID.allCases.map(\.rawValue))
        for finding in map.findings where !covered.contains(finding.rule) {
            add(.indexerFinding, "\(finding.rule): \(finding.message)", module: finding.module, file: finding.file, line: finding.line,
                target: "\(finding.rule) \(finding.file ?? "") \(finding.message)")
        }
        return issues.sorted()
    }

    /// The module ids reachable from the map's entries, or nil when the map has no entries to start from
    /// (then the analysis's `reachable` flag, if any, decides).
    static func reachableModuleIDs(_ map: AppMap) -> Set<String>? {
        if map.modules.contains(where: { $0.reachable != nil }) { return nil }
        let entries = map.entryModuleIDs
        guard !entries.isEmpty else { return nil }
        let successors = map.successors
        var seen = entries
        var queue = Array(entries)
        while let next = queue.popLast() {
            for target in successors[next] ?? [] where seen.insert(target).inserted {
                queue.append(target)
            }
        }
        return seen
    }

    /// The part of a route that identifies it without its line: target (or its expression), transition and trigger.
    static func routeTarget(_ route: Route) -> String {
        let to = route.to ?? (route.isBack ? "(back)" : "?\(route.target ?? "")")
        return "\(to) \(route.transition.rawValue) \(route.trigger ?? "")"
    }

    /// The component whose presence makes the others required: wireframes (seed 000), routers (002, 004),
    /// router inputs (003), builders and configurators (001, 002) all assemble a view and a presenter.
    static func requiringRole(of module: Module) -> ComponentRole? {
        let roles = module.roles
        return [ComponentRole.wireframe, .router, .routerInput, .routerOutput, .builder, .configurator, .interfaces, .contract, .moduleAPI]
            .first { roles.contains($0) }
    }

    /// Roles the module's dialect requires and the module lacks. Planned modules have no code yet, so they
    /// lack nothing; a presenter alone asks for the view it presents.
    static func missingRoles(of module: Module) -> [ComponentRole] {
        guard module.status != .planned else { return [] }
        // What the module's own dialect needs (the analysis' rule, so `check` and the module's evidence agree).
        return Analyzer.expectedRoles(module.roles).sorted { $0.rawValue < $1.rawValue }
    }

    static func scaffoldReason(_ module: Module) -> String {
        let reasons = module.evidence.filter { $0.status == .scaffolded }.map(\.message)
        return reasons.isEmpty ? "generated from a template and not filled in" : reasons.sorted().joined(separator: "; ")
    }

    /// Where to point at a module: its scaffold evidence, its catalog declaration, else its first component.
    static func location(of module: Module) -> SourceLocation? {
        if module.status == .scaffolded,
           let evidence = module.evidence.sorted().first(where: { $0.status == .scaffolded && $0.file != nil }) {
            return SourceLocation(file: evidence.file!, line: evidence.line ?? 1)
        }
        let anchors: [ComponentRole] = [.wireframe, .router, .routerInput, .builder, .configurator, .interfaces, .contract, .presenter, .view]
        for role in anchors {
            if let component = module.components.sorted().first(where: { $0.role == role }) {
                return SourceLocation(file: component.file, line: component.line)
            }
        }
        if let declaration = module.declaration { return declaration }
        return module.components.sorted().first.map { SourceLocation(file: $0.file, line: $0.line) }
    }
}
