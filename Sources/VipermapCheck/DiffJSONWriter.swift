import Foundation
import VipermapModel

/// The diff as JSON for other tools: modules and routes added, removed and changed, and the counts by kind.
public enum DiffJSONWriter {
    /// Sorted-key JSON with a trailing newline.
    public static func data(for diff: MapDiff) -> Data {
        let body = Body(
            modules: Changes(
                added: diff.addedModules.map(ModuleEntry.init),
                removed: diff.removedModules.map(ModuleEntry.init),
                changed: diff.changedModules.map { Pair(base: ModuleEntry($0.base), head: ModuleEntry($0.head)) }),
            routes: Changes(
                added: diff.addedRoutes,
                removed: diff.removedRoutes,
                changed: diff.changedRoutes.map { Pair(base: $0.base, head: $0.head) }),
            summary: Dictionary(uniqueKeysWithValues: MapDiff.Kind.allCases.map { ($0.rawValue, diff.count(of: $0)) }))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try! encoder.encode(body)  // Plain strings and numbers: encoding cannot fail.
        data.append(0x0A)
        return data
    }

    struct Body: Encodable {
        let modules: Changes<ModuleEntry>
        let routes: Changes<Route>
        let summary: [String: Int]
    }
    struct Changes<T: Encodable>: Encodable {
        let added: [T]
        let removed: [T]
        let changed: [Pair<T>]
    }
    struct Pair<T: Encodable>: Encodable {
        let base: T
        let head: T
    }
    /// The fields of a module a diff is about (components and evidence would drown the change).
    struct ModuleEntry: Encodable {
        let module: Module
        init(_ module: Module) { self.module = module }
        enum CodingKeys: String, CodingKey { case id, name, domain, status }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(module.id, forKey: .id)
            try c.encode(module.name, forKey: .name)
            try c.encode(module.domain, forKey: .domain)
            try c.encode(module.status, forKey: .status)
        }
    }
}
