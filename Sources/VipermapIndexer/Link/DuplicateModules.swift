import VipermapModel

/// Finds modules whose components are declared more than once under the same type name in different files.
///
/// Swift refuses two classes of one name in one target, so this happens when several apps or targets share a
/// folder without an `.xcodeproj` to tell them apart: the linker merges them into one module, and the map would
/// silently show one screen where there are two. The merge stays (nothing tells the two apart), but it is reported.
///
/// Only Swift declarations count: a storyboard scene naming the view controller as its custom class, and a
/// namespace extension (`extension Login { … }`, one per file if need be), are not second declarations.
enum DuplicateModules {
    static func isDeclaration(_ component: Component) -> Bool {
        component.role != .storyboardScene && component.role != .scope
    }

    /// One finding per module declared more than once, in module order; modules are checked on up to `jobs` threads.
    static func findings(in map: AppMap, jobs: Int = 1) -> [Finding] {
        let modules = map.modules
        return Linker.map(count: modules.count, jobs: jobs, chunk: 64) { finding(for: modules[$0]) }.compactMap { $0 }
    }

    static func finding(for module: Module) -> Finding? {
        let components = module.components
        var files: Set<String> = []
        if components.count <= 32 {
            // A handful of components (the usual module): comparing pairs is cheaper than hashing every one.
            for index in components.indices where Self.isDeclaration(components[index]) {
                for other in components[(index + 1)...] where Self.isDeclaration(other)
                    && other.type == components[index].type && other.file != components[index].file {
                    files.insert(components[index].file)
                    files.insert(other.file)
                }
            }
        } else {
            var filesByType: [String: Set<String>] = [:]
            for component in components where Self.isDeclaration(component) {
                filesByType[component.type, default: []].insert(component.file)
            }
            for typeFiles in filesByType.values where typeFiles.count > 1 { files.formUnion(typeFiles) }
        }
        guard !files.isEmpty else { return nil }
        let sorted = files.sorted()
        // The folders, not every file: two copies of a module's folder are the usual cause.
        var folders: [String] = []
        for file in sorted {
            let folder = file.split(separator: "/").dropLast().joined(separator: "/")
            if !folders.contains(folder) { folders.append(folder) }
        }
        let shown = folders.map { $0.isEmpty ? "." : $0 }
        let place = shown.count == 1 ? "twice in \(shown[0])"
            : "in \(shown[0]) and \(shown[1])\(shown.count > 2 ? " (and \(shown.count - 2) more folder\(shown.count == 3 ? "" : "s"))" : "")"
        return Finding(
            rule: "duplicateModule",
            message: "\(module.id) is declared more than once in one project, \(place); the declarations were merged into one module. If one copy is old, remove it or leave it out of the Xcode project's targets (then it is not built); if they are two apps, give each its own target or .xcodeproj.",
            module: module.id, file: sorted.first, line: nil)
    }
}
