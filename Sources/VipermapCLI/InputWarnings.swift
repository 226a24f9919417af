import Foundation
import VipermapModel

/// Files the indexer had to skip or could only partly read. They are findings in `map.json`, and they are also
/// printed as warnings so that a run which silently indexed less than the user expects does not look complete.
enum InputWarnings {
    /// Finding rules that mean "some input was not (fully) read".
    static let rules: Set<String> = [
        "unreadableFile", "unreadableFolder", "binaryFile", "notUTF8", "parseError", "parseTimeout", "malformedStoryboard",
        "danglingSymlink", "symlinkOutsideRoot", "notARegularFile", "fileTooLarge", "duplicateModule", "nonUTF8Name",
        "projectProblem",
    ]

    /// The warning lines for `map`, one per input problem, in the map's (stable) finding order.
    static func lines(for map: AppMap) -> [String] {
        map.findings.filter { rules.contains($0.rule) }.map { "vipermap: warning: \(Self.sanitized($0.message))" }
    }

    /// Prints the warnings to standard error; the run goes on and still exits 0.
    static func report(_ map: AppMap) {
        let text = lines(for: map).map { $0 + "\n" }.joined()
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }

    /// Messages quote file names from the indexed project: drop control characters (ESC, CR…) so a hostile file
    /// name cannot rewrite the user's terminal.
    static func sanitized(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? "\u{FFFD}" : scalar
        }))
    }
}
