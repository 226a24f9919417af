import Foundation

/// A `--source-url` template such as `https://example.com/org/app/blob/main/{path}#L{line}`.
///
/// Only `http` and `https` templates are accepted, so a link built from indexed paths can never become a
/// `javascript:` or `data:` URL. The page builds the same links in JS; this type validates the template and
/// documents (and tests) the encoding both sides use.
public struct SourceURLTemplate: Sendable, Hashable {
    /// The template as given.
    public let template: String

    /// Nil unless `template` is an absolute `http`/`https` URL with a host once its placeholders are filled.
    public init?(_ template: String) {
        let probe = template.replacingOccurrences(of: "{path}", with: "p").replacingOccurrences(of: "{line}", with: "1")
        guard let url = URL(string: probe), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty else { return nil }
        self.template = template
    }

    /// The link to `path` at `line`: each path segment percent-encoded like JS `encodeURIComponent`,
    /// the separators kept.
    public func url(path: String, line: Int?) -> String {
        let encodedPath = path.split(separator: "/", omittingEmptySubsequences: false)
            .map { Self.encodeComponent(String($0)) }
            .joined(separator: "/")
        return template
            .replacingOccurrences(of: "{path}", with: encodedPath)
            .replacingOccurrences(of: "{line}", with: line.map(String.init) ?? "")
    }

    /// `encodeURIComponent`: everything but `A-Z a-z 0-9 - _ . ! ~ * ' ( )` is percent-encoded as UTF-8.
    static func encodeComponent(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "~"),
                 UInt8(ascii: "*"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += String(format: "%%%02X", byte)
            }
        }
        return out
    }
}
