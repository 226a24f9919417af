/// The whole map of an app: what every writer sees, and what `map.json` encodes.
///
/// Fields may be added; the fields of the `map.json` contract (DESIGN.md) are never renamed.
/// Every array is kept in a stable order by ``normalized()``, so encoding the same map twice
/// gives the same bytes.
public struct AppMap: Codable, Hashable, Sendable {
    /// The `map.json` schema version this model encodes.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var modules: [Module]
    public var routes: [Route]
    public var entryPoints: [EntryPoint]
    /// Things the indexer or analysis could not resolve, or noticed (unhandled options, unreachable modules, unreadable files…).
    public var findings: [Finding]
    /// How much of the whole map's navigation vipermap resolved (nil before analysis; not written then).
    public var resolution: RouteResolution?

    /// The routes out of modules counted (launch routes are no module's navigation): what analysis stores in
    /// ``resolution``.
    public var countedResolution: RouteResolution {
        RouteResolution(routes: routes.lazy.filter { $0.from != nil })
    }

    public init(
        schemaVersion: Int = AppMap.currentSchemaVersion,
        modules: [Module] = [],
        routes: [Route] = [],
        entryPoints: [EntryPoint] = [],
        findings: [Finding] = []
    ) {
        self.schemaVersion = schemaVersion
        self.modules = modules
        self.routes = routes
        self.entryPoints = entryPoints
        self.findings = findings
    }

    enum CodingKeys: String, CodingKey {
        case schemaVersion, modules, routes, entryPoints, findings, resolution
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try c.decode(Int.self, forKey: .schemaVersion)
        modules = try c.decode([Module].self, forKey: .modules)
        routes = try c.decode([Route].self, forKey: .routes)
        entryPoints = try c.decodeIfPresent([EntryPoint].self, forKey: .entryPoints) ?? []
        findings = try c.decodeIfPresent([Finding].self, forKey: .findings) ?? []
        resolution = try c.decodeIfPresent(RouteResolution.self, forKey: .resolution)
    }

    /// The same map with every array in its canonical order (modules by id, routes by
    /// from/to/transition/trigger/file/line, …). Writers may rely on it.
    public func normalized() -> AppMap {
        var copy = self
        // Arrays already in order are neither copied nor sorted again.
        if !modules.allSatisfy(\.isNormalized) {
            for index in copy.modules.indices { copy.modules[index].normalize() }
        }
        copy.modules = CanonicalOrder.sorted(copy.modules) { $0.id < $1.id }
        if !routes.allSatisfy(\.isNormalized) {
            for index in copy.routes.indices { copy.routes[index].normalize() }
        }
        copy.routes = CanonicalOrder.sorted(copy.routes, by: <)
        copy.entryPoints = CanonicalOrder.sortedUnique(entryPoints, by: <)
        copy.findings = CanonicalOrder.sortedUnique(findings, by: <)
        return copy
    }

    /// The module with this id, if any.
    public func module(id: String) -> Module? {
        modules.first { $0.id == id }
    }

    /// Modules by id.
    public var modulesByID: [String: Module] {
        Dictionary(modules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
