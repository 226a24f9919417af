import VipermapModel

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
    /// The Info.plists are written when the project is generated (XcodeGen's `info.path`): a missing one is expected.
    var infoPlistsGenerated = false
    /// How an app launches: the storyboards and scene delegates above and those its Info.plists name (read by
    /// ``ProjectIndex/read(root:projectFolders:)``), with the problems met reading them.
    var launch = InfoPlistReader.Launch()
    var launchProblems: [Finding] = []

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
