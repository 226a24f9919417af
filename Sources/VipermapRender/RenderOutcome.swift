import Foundation

/// A render's result together with the notes it took (fallbacks), also when it failed: for callers that draw
/// several things at once and print the notes in a stable order afterwards (``MapRenderer/renderDeferringNotes(_:formats:options:)``).
public struct RenderOutcome<Value>: @unchecked Sendable {
    public var result: Result<Value, any Error>
    /// The lines a render that reports to standard error prints, in order: `vipermap: <view title>: <note>`.
    public var notes: [String]

    public init(result: Result<Value, any Error>, notes: [String]) {
        self.result = result
        self.notes = notes
    }

    /// The value, or the error the render threw.
    public func get() throws -> Value { try result.get() }

    /// Prints ``notes`` on standard error, one per line.
    public func printNotes() {
        for note in notes { FileHandle.standardError.write(Data("\(note)\n".utf8)) }
    }

    var failed: Bool {
        if case .failure = result { return true }
        return false
    }
}
