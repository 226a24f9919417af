import VipermapModel

/// Finds modules whose components are declared more than once under the same type name in different files.
///
/// Swift refuses two classes of one name in one target, so this happens when several apps or targets share a
/// folder without an `.xcodeproj` to tell them apart: the linker merges them into one module, and the map would
/// silently show one screen where there are two. The merge stays (nothing tells the two apart), but it is reported.
enum DuplicateModules {
    static func findings(in map: AppMap) -> [Finding] {
        var result: [Finding] = []
        for module in map.modules {
            var filesByType: [String: Set<String>] = [:]
            for component in module.components {
                filesByType[component.type, default: []].insert(component.file)
            }
            let files = filesByType.values.filter { $0.count > 1 }.reduce(into: Set<String>()) { $0.formUnion($1) }
            guard !files.isEmpty else { continue }
            let sorted = files.sorted()
            result.append(Finding(
                rule: "duplicateModule",
                message: "\(module.id) is declared more than once in one project (\(sorted.joined(separator: ", "))); the declarations were merged into one module. Give each app its own folder with its .xcodeproj, or rename one.",
                module: module.id, file: sorted.first, line: nil))
        }
        return result
    }
}
