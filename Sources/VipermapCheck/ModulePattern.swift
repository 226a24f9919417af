/// A pattern over modules in `.vipermap.yml`: a glob over the module id (`Auth/*`, `*Settings`), or
/// `domain:GLOB` over the module's domain; a leading `!` negates it.
public struct ModulePattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written in `.vipermap.yml`.
    public let text: String
    let negated: Bool
    let matchesDomain: Bool
    let glob: String

    /// Parses `text`; any string is a valid pattern.
    public init(_ text: String) {
        self.text = text
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        negated = body.hasPrefix("!")
        if negated { body = body.dropFirst() }
        matchesDomain = body.hasPrefix("domain:")
        if matchesDomain { body = body.dropFirst("domain:".count) }
        glob = String(body)
    }

    public var description: String { text }

    /// Whether the module with this id and domain matches. A module without a domain never matches `domain:X`
    /// (so it matches `!domain:X`).
    public func matches(id: String, domain: String?) -> Bool {
        let subject: String?
        subject = matchesDomain ? domain : id
        let hit = subject.map { Self.globMatch(Array(glob), Array($0)) } ?? false
        return hit != negated
    }

    /// `*` matches any run of characters, `?` one character; everything else matches itself.
    static func globMatch(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0
        var star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1; t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p; mark = t; p += 1
            } else if star >= 0 {
                p = star + 1; mark += 1; t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

import Foundation
