/// A VIPER module: usually one screen.
public struct Module: Codable, Hashable, Sendable {
    /// Stable id; the bare name unless two modules share it, then scoped by project folder
    /// (`"Viper-Demo/Login"`).
    public var id: String
    public var name: String
    /// The domain (AppModules' nested enum, or the group folder `Modules/<Group>/<Module>`), if known.
    public var domain: String?
    /// The Xcode project folder the module belongs to, when the repository holds several.
    public var project: String?
    public var status: ModuleStatus
    public var components: [Component]
    /// The module's NavigationOption cases (seed 000) or navigation methods of its wireframe interface.
    public var navigationOptions: [NavigationOption]
    /// Why the module has its status: every piece of evidence, each with file and line.
    public var evidence: [Evidence]
    /// Storyboard files that hold the module's scene, relative to the scanned root.
    public var storyboards: [String]
    /// Where the module is declared in a catalog (`enum AppModules`), if it is.
    public var declaration: SourceLocation?
    /// Whether the module can be reached from an entry point (nil before analysis).
    public var reachable: Bool?
    /// Module ids on the shortest path from an entry point to this module, both ends included;
    /// nil when unreachable or not analysed.
    public var breadcrumb: [String]?
    /// How much of the module's navigation vipermap resolved (nil before analysis).
    public var resolution: RouteResolution?
    /// The project targets that build the module's files, sorted; nil when no Xcode project or XcodeGen spec
    /// describes them (folder rules). Not written to map.json when nil.
    public var targets: [String]?
    /// True when a project describes the module's files and no target builds any of them (legacy code left in the
    /// folder): the module is mapped but kept out of reachability and progress. Not written to map.json unless true.
    public var notBuilt: Bool?
    /// The area the module is drawn in on the overview, for reading (``AreaSource`` says why): a declared domain, a
    /// folder or Xcode group of three or more modules, or the screen the navigation from launch passes through to
    /// reach it. Set on every module by the analysis; nil before it.
    public var area: String?
    /// Why the module is in its area. Before the analysis, the source of the module's `domain` (catalog, folder or
    /// Xcode group), which the analysis reads.
    public var areaSource: AreaSource?

    public init(
        id: String,
        name: String,
        domain: String? = nil,
        project: String? = nil,
        status: ModuleStatus = .done,
        components: [Component] = [],
        navigationOptions: [NavigationOption] = [],
        evidence: [Evidence] = [],
        storyboards: [String] = [],
        declaration: SourceLocation? = nil,
        reachable: Bool? = nil,
        breadcrumb: [String]? = nil
    ) {
        self.id = id
        self.name = name
        self.domain = domain
        self.project = project
        self.status = status
        self.components = components
        self.navigationOptions = navigationOptions
        self.evidence = evidence
        self.storyboards = storyboards
        self.declaration = declaration
        self.reachable = reachable
        self.breadcrumb = breadcrumb
    }

    enum CodingKeys: String, CodingKey {
        case id, name, domain, project, status, components, navigationOptions, evidence, storyboards,
            declaration, reachable, breadcrumb, targets, notBuilt, resolution, area, areaSource
    }

    // Contract fields are always written, `null` included, so readers never guess whether a key is missing.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(domain, forKey: .domain)
        try c.encode(project, forKey: .project)
        try c.encode(status, forKey: .status)
        try c.encode(components, forKey: .components)
        try c.encode(navigationOptions, forKey: .navigationOptions)
        try c.encode(evidence, forKey: .evidence)
        try c.encode(storyboards, forKey: .storyboards)
        try c.encode(declaration, forKey: .declaration)
        try c.encode(reachable, forKey: .reachable)
        try c.encode(breadcrumb, forKey: .breadcrumb)
        try c.encode(resolution, forKey: .resolution)
        try c.encode(area, forKey: .area)
        try c.encode(areaSource, forKey: .areaSource)
        // Added fields: only when a project says something, so maps of apps without one stay byte-identical.
        try c.encodeIfPresent(targets, forKey: .targets)
        if notBuilt == true { try c.encode(true, forKey: .notBuilt) }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        domain = try c.decodeIfPresent(String.self, forKey: .domain)
        project = try c.decodeIfPresent(String.self, forKey: .project)
        status = try c.decode(ModuleStatus.self, forKey: .status)
        components = try c.decode([Component].self, forKey: .components)
        navigationOptions = try c.decodeIfPresent([NavigationOption].self, forKey: .navigationOptions) ?? []
        evidence = try c.decodeIfPresent([Evidence].self, forKey: .evidence) ?? []
        storyboards = try c.decodeIfPresent([String].self, forKey: .storyboards) ?? []
        declaration = try c.decodeIfPresent(SourceLocation.self, forKey: .declaration)
        reachable = try c.decodeIfPresent(Bool.self, forKey: .reachable)
        breadcrumb = try c.decodeIfPresent([String].self, forKey: .breadcrumb)
        resolution = try c.decodeIfPresent(RouteResolution.self, forKey: .resolution)
        targets = try c.decodeIfPresent([String].self, forKey: .targets)
        notBuilt = try c.decodeIfPresent(Bool.self, forKey: .notBuilt)
        area = try c.decodeIfPresent(String.self, forKey: .area)
        areaSource = try c.decodeIfPresent(AreaSource.self, forKey: .areaSource)
    }

    /// Canonical order of the nested arrays.
    public func normalized() -> Module {
        var copy = self
        copy.normalize()
        return copy
    }

    /// Whether ``normalized()`` would change nothing.
    var isNormalized: Bool {
        CanonicalOrder.isStrictlyIncreasing(components, by: <)
            && !zip(navigationOptions, navigationOptions.dropFirst()).contains { Self.optionOrder($1, $0) }
            && CanonicalOrder.isStrictlyIncreasing(evidence, by: <)
            && CanonicalOrder.isStrictlyIncreasing(storyboards, by: <)
    }

    /// (file, line, name) order of navigation options.
    static func optionOrder(_ lhs: NavigationOption, _ rhs: NavigationOption) -> Bool {
        let file = CanonicalOrder.compare(lhs.file, rhs.file)
        if file != 0 { return file < 0 }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.name < rhs.name
    }

    /// ``normalized()`` in place: arrays already in canonical order are left alone.
    mutating func normalize() {
        if !CanonicalOrder.isStrictlyIncreasing(components, by: <) { components = CanonicalOrder.sortedUnique(components, by: <) }
        navigationOptions = CanonicalOrder.sorted(navigationOptions, by: Self.optionOrder)
        // Evidence that differs only in status ties under `<`: the status breaks the tie (a set had kept both).
        if !CanonicalOrder.isStrictlyIncreasing(evidence, by: <) {
            evidence = CanonicalOrder.sortedUnique(evidence) { $0 < $1 || (!($1 < $0) && $0.status < $1.status) }
        }
        if !CanonicalOrder.isStrictlyIncreasing(storyboards, by: <) { storyboards = CanonicalOrder.sortedUnique(storyboards, by: <) }
    }

    /// The roles of the components the module has.
    public var roles: Set<ComponentRole> { Set(components.map(\.role)) }
}

/// Why a module is in its area (``Module/area``).
public enum AreaSource: String, Codable, Hashable, Sendable, CaseIterable {
    /// The module catalog's domain (`enum AppModules { enum Auth { … } }`), whatever its size.
    case catalog
    /// A group folder (`Modules/<Group>/<Module>`) of three or more modules.
    case folder
    /// An Xcode project group of three or more modules.
    case xcodeGroup
    /// The navigation from launch: the area of the screen that every path from launch to the module passes through.
    case navigation
    /// No launch path reaches the module (or no target builds it): the area "Not reached from launch".
    case notReached
}

/// How far a module has come.
public enum ModuleStatus: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    /// Declared (catalog, route target) with no implementation.
    case planned
    /// Generated from a template and not filled in (placeholders, `fatalError("Implementation pending…")`, empty bodies).
    case scaffolded
    /// Implemented in part: missing components, unhandled options, TODO/FIXME markers, unresolved routes.
    case inProgress
    /// Nothing says otherwise.
    case done

    public static func < (lhs: ModuleStatus, rhs: ModuleStatus) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How much of a module's (or a map's) navigation vipermap resolved: its forward routes (ways back are not
/// counted) and those whose target is known — a module, a system screen or a plain screen ("12 of 14 routes resolved").
public struct RouteResolution: Codable, Hashable, Sendable {
    public var resolved: Int
    public var total: Int

    public init(resolved: Int, total: Int) {
        self.resolved = resolved
        self.total = total
    }

    /// Counts `routes`: the forward ones, and those resolved.
    public init(routes: some Sequence<Route>) {
        var resolved = 0, total = 0
        for route in routes where !route.isBack {
            total += 1
            if route.isResolved { resolved += 1 }
        }
        self.init(resolved: resolved, total: total)
    }
}
