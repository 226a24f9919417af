/// One target of an Xcode project or an XcodeGen spec: what it builds, from which files, and how it launches.
///
/// Paths are relative to the scanned root, `/`-separated, like every path in the map.
struct ProjectTarget: Hashable, Sendable {
    /// What a target builds, as far as the map cares.
    enum Kind: String, Hashable, Sendable {
        /// An app: its files give modules.
        case app
        /// An app extension (widget, share sheet, notification service, watch app): an app of its own.
        case appExtension
        /// Unit and UI tests: never modules.
        case test
        /// Frameworks, libraries, bundles, command-line tools: their files give modules like an app's.
        case other

        /// Test bundles are never modules.
        var isTest: Bool { self == .test }

        /// The kind of an Xcode `productType` (`com.apple.product-type.application`) or an XcodeGen `type` (`application`).
        init(productType: String) {
            let type = productType.hasPrefix("com.apple.product-type.") ? String(productType.dropFirst("com.apple.product-type.".count)) : productType
            switch type {
            case "application", "application.messages", "application.on-demand-install-capable", "application.watchapp2-container":
                self = .app
            case "bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test":
                self = .test
            default:
                self = type.contains("extension") || type.hasPrefix("application.watchapp") || type.hasPrefix("watchkit") ? .appExtension : .other
            }
        }
    }

    /// A folder whose files all belong to the target (an Xcode 16 synchronized folder, an XcodeGen source), but
    /// the excluded ones.
    struct Folder: Hashable, Sendable {
        var path: String
        /// Paths (relative to the root) left out of the target: a file, or everything under a folder.
        var excluded: Set<String> = []
        /// Globs relative to ``path`` (XcodeGen `excludes`) of files left out.
        var excludedGlobs: [Glob] = []
    }

    var name: String
    var kind: Kind
    /// The project file that declares the target (`App/App.xcodeproj`, `project.yml`).
    var project: String
    /// Files the target compiles or copies.
    var files: Set<String> = []
    var folders: [Folder] = []
    /// Info.plist files of the target (any configuration).
    var infoPlists: [String] = []
    /// Main storyboard names (without `.storyboard`) from build settings (`INFOPLIST_KEY_UIMainStoryboardFile`) or
    /// inline Info.plist properties, any configuration.
    var mainStoryboards: [String] = []
    /// Scene delegate class names given inline (XcodeGen `info.properties`), as written.
    var sceneDelegates: [String] = []
    /// `PRODUCT_MODULE_NAME` (else `PRODUCT_NAME`, else the target's name), for `$(PRODUCT_MODULE_NAME).SceneDelegate`.
    var moduleNames: [String] = []

    /// Whether the target builds `path` (a file relative to the root).
    func contains(_ path: String) -> Bool {
        if files.contains(path) { return true }
        for folder in folders where ProjectPath.isInside(path, folder.path) {
            if folder.excluded.contains(where: { ProjectPath.isInside(path, $0) }) { continue }
            if !folder.excludedGlobs.isEmpty {
                let inner = folder.path.isEmpty ? path : String(path.dropFirst(folder.path.count + 1))
                if folder.excludedGlobs.contains(where: { $0.matches(inner) }) { continue }
            }
            return true
        }
        return false
    }
}

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
}
