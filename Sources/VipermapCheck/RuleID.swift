/// The rules `vipermap check` knows. Raw values are the keys of `.vipermap.yml`'s `rules:` mapping and the
/// `rule` of every reported finding.
public enum RuleID: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    /// A NavigationOption case that no case of `navigate(to:)` handles.
    case unhandledOption
    /// A NavigationOption case handled by a body that does nothing.
    case deadOption
    /// A route whose target is only known at run time.
    case unresolvedRoute
    /// A route whose target is not a module of the map.
    case undefinedModule
    /// A module no entry point leads to.
    case unreachableModule
    /// The map has modules and no entry point: vipermap found no launch path, so reachability is unknown.
    case noLaunchPath
    /// A module without a component its dialect requires (a wireframe without a presenter, …).
    case missingComponent
    /// A module generated from a template and not filled in.
    case scaffoldedModule
    /// A route that a `forbiddenRoute` pattern forbids.
    case forbiddenRoute
    /// A module that routes to more modules than the configured limit.
    case maxFanOut
    /// Something the indexer could not read or parse (a finding of `map.json` no other rule covers).
    case indexerFinding

    /// The severity a rule has when `.vipermap.yml` does not set one.
    public var defaultSeverity: Severity {
        switch self {
        case .undefinedModule, .forbiddenRoute: return .error
        case .unhandledOption, .deadOption, .unresolvedRoute, .unreachableModule, .noLaunchPath, .missingComponent,
             .scaffoldedModule, .maxFanOut, .indexerFinding:
            return .warning
        }
    }

    /// One sentence that says what the rule reports (SARIF rule descriptions, `--help`).
    public var summary: String {
        switch self {
        case .unhandledOption: return "A NavigationOption case is not handled by navigate(to:)."
        case .deadOption: return "A NavigationOption case is handled by a body that does nothing."
        case .unresolvedRoute: return "A route's target module is only known at run time."
        case .undefinedModule: return "A route leads to a module that the map does not define."
        case .unreachableModule: return "No entry point leads to the module."
        case .noLaunchPath: return "No launch path was found, so whether modules are reachable is unknown."
        case .missingComponent: return "A module lacks a component its VIPER dialect requires."
        case .scaffoldedModule: return "A module is still the template it was generated from."
        case .forbiddenRoute: return "A route crosses a boundary that .vipermap.yml forbids."
        case .maxFanOut: return "A module routes to more modules than the configured limit."
        case .indexerFinding: return "The indexer could not read or understand part of the sources."
        }
    }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
