/// The build settings vipermap reads from a target, over every configuration: the module name (for
/// `$(PRODUCT_MODULE_NAME).SceneDelegate`), the Info.plist files and the main storyboard a generated Info.plist gets.
struct BuildSettings {
    /// Each configuration's settings, the target's before the project's.
    let configurations: [[String: Any]]

    /// Every distinct non-empty value of `key`, in configuration order.
    func values(_ key: String) -> [String] {
        var found: [String] = []
        for settings in configurations {
            if let value = settings[key] as? String, !value.isEmpty, !found.contains(value) { found.append(value) }
        }
        return found
    }

    /// Sets `target`'s Info.plists (relative to `folder`, the project's) and main storyboards, with
    /// `$(TARGET_NAME)`, `$(PRODUCT_NAME)`, `$(PRODUCT_MODULE_NAME)`, `$(SRCROOT)`, `$(PROJECT_DIR)` (and `variables`) expanded.
    func apply(to target: inout ProjectTarget, folder: String, variables extra: [String: String] = [:]) {
        var variables = extra.merging(["TARGET_NAME": target.name, "SRCROOT": ".", "PROJECT_DIR": "."]) { _, own in own }
        let productNames = values("PRODUCT_NAME").map { ProjectPath.expand($0, variables: variables) }
        variables["PRODUCT_NAME"] = productNames.first ?? target.name
        let moduleNames = values("PRODUCT_MODULE_NAME").map { ProjectPath.expand($0, variables: variables) }
        var names: [String] = []
        for name in (moduleNames.isEmpty ? (productNames.isEmpty ? [target.name] : productNames) : moduleNames).map(ProjectPath.c99Name)
        where !names.contains(name) { names.append(name) }
        variables["PRODUCT_MODULE_NAME"] = names.first
        for path in values("INFOPLIST_FILE").compactMap({ ProjectPath.join(folder, ProjectPath.expand($0, variables: variables)) })
        where !target.infoPlists.contains(path) { target.infoPlists.append(path) }
        for name in values("INFOPLIST_KEY_UIMainStoryboardFile").map({ ProjectPath.expand($0, variables: variables) })
        where !target.mainStoryboards.contains(name) { target.mainStoryboards.append(name) }
    }
}
