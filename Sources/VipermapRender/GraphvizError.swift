import Foundation

/// A failure inside Graphviz, quoting what Graphviz said.
public enum GraphvizError: Error, Equatable, CustomStringConvertible {
    case unknownEngine(String, valid: [String])
    case unknownFormat(String, valid: [String])
    /// The DOT text could not be read.
    case syntax(message: String)
    case layout(engine: String, message: String)
    case render(format: String, message: String)
    /// The layout did not finish within its time budget and was stopped.
    case timedOut(engine: String, seconds: Double)
    /// The child process that runs a layout with a time budget could not be started or read.
    case isolation(reason: String)

    public var description: String {
        switch self {
        case let .unknownEngine(engine, valid):
            return "unknown layout engine '\(engine)'; use one of: \(valid.joined(separator: ", "))."
        case let .unknownFormat(format, valid):
            return "unknown Graphviz format '\(format)'; use one of: \(valid.joined(separator: ", "))."
        case let .syntax(message):
            return "Graphviz could not read the DOT text: \(Self.quote(message)); this is a vipermap bug, please report it with the map."
        case let .layout(engine, message):
            return "Graphviz's \(engine) layout failed: \(Self.quote(message)); try another engine with --engine or a smaller view (--domain, --focus, --collapse)."
        case let .render(format, message):
            return "Graphviz could not render \(format): \(Self.quote(message)); check that Graphviz's plugins for \(format) are installed (on Debian, the graphviz package)."
        case let .timedOut(engine, seconds):
            return "Graphviz's \(engine) layout did not finish within \(Self.format(seconds)) s (--layout-timeout) and was stopped; no other picture is drawn in its place, so the output never depends on the machine's speed. Raise --layout-timeout (0: no limit), pick a cheaper --engine (sfdp) or draw a smaller view (--collapse, --domain)."
        case let .isolation(reason):
            return "could not run the layout in a child process (\(reason)); retry, or pass --layout-timeout 0 to lay out in process without a time budget."
        }
    }

    private static func quote(_ message: String) -> String {
        message.isEmpty ? "(Graphviz gave no message)" : "\"\(message)\""
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.3g", seconds)
    }
}
