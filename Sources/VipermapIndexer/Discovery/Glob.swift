/// A shell-style glob over `/`-separated relative paths: `*` and `?` stay within one path component,
/// `**` spans any number of components. A pattern without `/` matches any single component
/// (`Generated` skips every folder or file named so), as `.gitignore` does.
struct Glob: Hashable, Sendable {
    let pattern: String
    private let segments: [String]
    private let anyComponent: Bool

    init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.pattern = trimmed
        anyComponent = !trimmed.contains("/")
        segments = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// Whether the relative path (a file or folder) matches.
    func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        if anyComponent {
            return components.contains { Self.matchComponent(Array(pattern.utf8), Array($0.utf8)) }
        }
        return Self.match(segments[...], components[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            var tail = path
            while true {
                if match(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(head.utf8), Array(component.utf8)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component (iterative, linear backtracking on the last star).
    static func matchComponent(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        var p = 0, t = 0, star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t] {
                p += 1; t += 1
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = p; mark = t; p += 1
            } else if star >= 0 {
                p = star + 1; mark += 1; t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}
