import Foundation

/// Path arithmetic on root-relative, `/`-separated paths.
enum ProjectPath {
    /// `path` is `folder` or below it (`""` is the root).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path == folder || (path.hasPrefix(folder) && path.dropFirst(folder.count).first == "/")
    }

    /// `base/relative` with `.` and `..` worked out; nil when it leaves the root or `relative` is absolute.
    static func join(_ base: String, _ relative: String) -> String? {
        if relative.hasPrefix("/") { return nil }
        var parts = base.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        for piece in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch piece {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(piece))
            }
        }
        return parts.joined(separator: "/")
    }

    /// The last component of `path`.
    static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The module name Xcode derives from a product name: every character that cannot be in an identifier becomes
    /// `_`, and a leading digit gets one in front (`My App` → `My_App`).
    static func c99Name(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }

    /// The folder holding `path` (`""` for a file at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `$(NAME)` and `${NAME}` of the given variables expanded (`SRCROOT` and `PROJECT_DIR` are given as `.`, so a
    /// path stays relative to the project's folder); references to other settings stay as written.
    static func expand(_ value: String, variables: [String: String]) -> String {
        guard value.contains("$") else { return value }
        var result = value
        for (name, replacement) in variables {
            for form in ["$(\(name))", "${\(name)}"] where result.contains(form) {
                result = result.replacingOccurrences(of: form, with: replacement)
            }
        }
        return result
    }

    /// The one entry of `path`'s folder whose name is `path`'s name ignoring case, when `path` itself is missing
    /// (what a case-insensitive file system, macOS's default, opens); nil when none or several match.
    static func caseInsensitiveMatch(_ path: String, in entries: (String) -> [String]) -> String? {
        let folder = folder(of: path)
        let name = baseName(of: path).lowercased()
        let matches = entries(folder).filter { $0.lowercased() == name }
        guard matches.count == 1 else { return nil }
        return folder.isEmpty ? matches[0] : folder + "/" + matches[0]
    }
}
