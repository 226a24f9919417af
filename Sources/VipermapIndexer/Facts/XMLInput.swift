import Foundation

/// What may be handed to Foundation's `XMLParser`.
enum XMLInput {
    /// FoundationXML traps on element or attribute names that are not UTF-8 (found by fuzzing a storyboard, and a
    /// workspace does the same): Xcode writes its XML as UTF-8 without NUL bytes, so anything else is refused before
    /// `XMLParser` sees it.
    static func isSafe(_ data: Data) -> Bool {
        !data.contains(0) && String(data: data, encoding: .utf8) != nil
    }
}
