/// Why a map could not be drawn.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// `--domain NAME` names no domain of the map.
    case unknownDomain(String, valid: [String])
    /// `--area NAME` names no area of the map.
    case unknownArea(String, valid: [String])
    /// `--focus MODULE` names no module of the map.
    case unknownModule(String, suggestions: [String])
    /// Graphviz failed, even after the fallbacks.
    case graphviz(GraphvizError)

    public var description: String {
        switch self {
        case let .unknownDomain(name, valid):
            return "no domain named '\(name)' in the map; domains: \(valid.joined(separator: ", "))."
        case let .unknownArea(name, valid):
            return "no area named '\(name)' in the map; areas: \(valid.joined(separator: ", "))."
        case let .unknownModule(name, suggestions):
            let hint = suggestions.isEmpty
                ? "pass a module id as written in map.json"
                : "did you mean \(suggestions.joined(separator: ", "))?"
            return "no module '\(name)' in the map; \(hint)"
        case let .graphviz(error):
            return error.description
        }
    }
}
