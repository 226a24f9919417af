import Foundation

/// Reads what an app's `Info.plist` (XML or binary, through Foundation's `PropertyListSerialization`) says about its
/// launch: the main storyboard and the scene manifest's storyboards and delegate classes.
enum InfoPlistReader {
    /// What an Info.plist says about launch. Names are as written (`$(PRODUCT_MODULE_NAME).SceneDelegate`).
    struct Launch: Hashable, Sendable {
        /// `UIMainStoryboardFile` (and its `~ipad` variant), then each scene configuration's `UISceneStoryboardFile`.
        var storyboards: [String] = []
        /// Each scene configuration's `UISceneDelegateClassName`.
        var sceneDelegates: [String] = []
    }

    /// Throws ``ProjectReadError`` when the bytes are no property list or not a dictionary.
    static func read(_ data: Data, path: String) throws -> Launch {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ProjectReadError(message: "\(path) is not a property list (\(PBXProjectReader.reason(error))); the app's launch storyboard and scene delegate were not read from it.")
        }
        guard let top = plist as? [String: Any] else {
            throw ProjectReadError(message: "\(path) is a property list but not a dictionary; the app's launch storyboard and scene delegate were not read from it.")
        }
        return launch(of: top)
    }

    /// The launch keys of a dictionary of Info.plist properties (a file's, or XcodeGen's `info.properties`).
    static func launch(of properties: [String: Any]) -> Launch {
        var result = Launch()
        for key in ["UIMainStoryboardFile", "UIMainStoryboardFile~ipad"] {
            if let name = properties[key] as? String, !name.isEmpty, !result.storyboards.contains(name) { result.storyboards.append(name) }
        }
        let configurations = (properties["UIApplicationSceneManifest"] as? [String: Any])?["UISceneConfigurations"] as? [String: Any] ?? [:]
        for role in configurations.keys.sorted() {
            for configuration in configurations[role] as? [Any] ?? [] {
                guard let configuration = configuration as? [String: Any] else { continue }
                if let name = configuration["UISceneStoryboardFile"] as? String, !name.isEmpty, !result.storyboards.contains(name) {
                    result.storyboards.append(name)
                }
                if let name = configuration["UISceneDelegateClassName"] as? String, !name.isEmpty, !result.sceneDelegates.contains(name) {
                    result.sceneDelegates.append(name)
                }
            }
        }
        return result
    }
}
