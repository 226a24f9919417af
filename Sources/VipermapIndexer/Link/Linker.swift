import VipermapModel

/// The one step that sees every file's facts: forms modules, resolves route targets, finds entry points.
///
/// Everything here is lookups in dictionaries built once, so the step stays linear in the number of facts.
struct Linker {
    let files: [FileFacts]
    let projectFolders: Set<String>
    /// Name of the scanned root folder (the project name of files that sit in a root holding an `.xcodeproj`).
    let rootName: String

    // MARK: Indexes built once

    struct CatalogEntry {
        var name: String
        var domain: String?
        var file: String
        var line: Int
        var project: String?
        /// The catalog's qualified name when only its shape can make it one (``Conventions/shapedCatalogNames``).
        var shapedRoot: String?
    }

    /// The first of a set of strings, and whether there are others: all the link step asks of the modules in a
    /// file or folder, without a set per key.
    struct FirstOfMany {
        let first: String
        private(set) var several = false
        init(_ first: String) { self.first = first }
        mutating func insert(_ value: String) {
            if !several && value != first { several = true }
        }
    }

    /// A module being formed.
    final class Draft {
        let name: String
        let project: String?
        var id: String
        var components: [Component] = []
        var domain: String?
        /// Whether ``domain`` is the module catalog's (``AreaSource/catalog``), not a folder's.
        var catalogDomain = false
        var declaration: SourceLocation?
        var evidence: [Evidence] = []
        var options: [NavigationOption] = []
        var storyboards: Set<String> = []
        /// File position (in ``Linker/files``) of each component the module was formed with: the first components, same order.
        var memberFiles: [Int] = []
        /// Calls out of the module's functions that may fire a route (see ``Linker/addTriggeredBy()``), in function order.
        var outgoingCalls: [(CallSite, OutgoingCallFact)] = []
        init(name: String, project: String?) {
            self.name = name
            self.project = project
            id = name
        }
        var roles: Set<ComponentRole> { Set(components.map(\.role)) }
        /// The types of its routers and wireframes, the parts that show other modules, sorted.
        var routingTypes: [String] { Set(components.filter { $0.role == .router || $0.role == .wireframe }.map(\.type)).sorted() }
    }

    /// Project of each of `files`, same order.
    var fileProjects: [String?] = []
    /// The same by path, for the paths of components and markers.
    var projectsByPath: [String: String?] = [:]
    var types: [TypeRecord] = []
    var functions: [FunctionRecord] = []
    var typesByName: [String: [Int]] = [:]
    var functionsByOwner: [String: [Int]] = [:]
    /// Builders of a module whose screen is another module's, reused (``classifyScreenFactories()``): builder type →
    /// (its module, the module whose view and router it reuses).
    var reusingBuilders: [String: (module: String, reused: String)] = [:]
    var protocols: Set<String> = []
    /// Types (and extensions) by each name they inherit from or conform to.
    var inheritors: [String: [Int]] = [:]
    /// Supertypes, subtypes and where a member is declared: the one walk over the type hierarchy.
    var hierarchy = TypeHierarchy(types: [], typesByName: [:], inheritors: [:])
    var catalog: [CatalogEntry] = []
    /// Names the catalog declares (``catalog``'s names).
    var catalogNames: Set<String> = []
    /// The modules formed and the indexes that find them (by id, name, component type, file, storyboard identifier).
    var modules = ModuleTable(fileCount: 0)
    /// The modules, in the order they were added (``ModuleTable/all``).
    var drafts: [Draft] { modules.all }
    /// Module names with a component under each folder (relative path).
    var modulesUnderFolder: [String: FirstOfMany] = [:]
    var findings: [Finding] = []
    var routes: [Route] = []
    var entryPoints: [EntryPoint] = []

    /// Top-level folders are projects (see ``project(of:)``).
    let topLevelProjects: Bool

    /// Threads the per-file pre-pass may use (the result never depends on it).
    let jobs: Int

    /// The app target of files whose project builds two apps declaring the same names (`ProjectMembership`): it
    /// stands for the file's project, so each app's modules are its own.
    var appScopes: [String: String] = [:]
    /// Each module's route walk's steps, with no further rounds, instead of its share of the app's budget: for tests
    /// of what a walk that runs out leaves (``linkRouteWalk(program:)``).
    var routeWalkShare: Int?
    /// What the walks read, made by the `containerScreens` pass (``LinkPipeline``) and dropped after the launch walk.
    var walkProgram: ValueFlow.Program?
    /// Launch types an app's Info.plist names (its scene delegate class), by name, with their launch kind.
    var launchTypes: [String: String] = [:]

    /// What each file's facts alone say, same order as `files` (see ``FileNotes``); emptied once ``link()`` is done.
    private(set) var notes: [FileNotes]

    init(files: [FileFacts], projectFolders: Set<String>, rootName: String, jobs: Int = 1) {
        self.files = files
        self.jobs = max(1, jobs)
        let notes = Self.notes(for: files, jobs: self.jobs)
        self.notes = notes
        topLevelProjects = Self.holdsSeveralApps(files, declaringApps: notes.indices.filter { notes[$0].declaresApp })
        self.projectFolders = projectFolders
        self.rootName = rootName
    }

    /// The project a file belongs to: its nearest ancestor folder holding an `*.xcodeproj` (path relative to
    /// the root); else, when the root holds several apps (two or more top-level folders with an app or scene
    /// delegate), its top-level folder; else none (one app).
    func project(of path: String) -> String? {
        if let app = appScopes[path] { return app }
        if projectFolders.isEmpty && !topLevelProjects { return nil }
        if let known = projectsByPath[path] { return known }
        if let folder = nearestProjectFolder(of: path) { return folder.isEmpty ? rootName : folder }
        // One app (the usual case): no path to split.
        guard topLevelProjects else { return nil }
        let components = NameScan.components(path, separator: "/")
        return components.count > 1 ? String(components[0]) : nil
    }

    /// How many folders deep the file's project folder is (0: the root).
    func projectFolderDepth(of path: String) -> Int {
        if let folder = nearestProjectFolder(of: path) { return folder.isEmpty ? 0 : NameScan.components(folder, separator: "/").count }
        return topLevelProjects && NameScan.components(path, separator: "/").count > 1 ? 1 : 0
    }

    private func nearestProjectFolder(of path: String) -> String? {
        // Most apps have no project folder at all: skip splitting every file's path.
        if projectFolders.isEmpty { return nil }
        var components = NameScan.components(path, separator: "/")
        components.removeLast()
        while !components.isEmpty {
            let folder = components.joined(separator: "/")
            if projectFolders.contains(folder) { return folder }
            components.removeLast()
        }
        return projectFolders.contains("") ? "" : nil
    }

    /// Whether the root holds several apps side by side (a folder of samples, a monorepo without Xcode projects).
    /// `declaringApps`: positions of the files that declare an app or scene delegate (``FileNotes/declaresApp``).
    static func holdsSeveralApps(_ files: [FileFacts], declaringApps: [Int]) -> Bool {
        var folders: Set<String> = []
        for index in declaringApps {
            let components = NameScan.components(files[index].path, separator: "/")
            if components.count > 1 { folders.insert(components[0]) }
        }
        return folders.count >= 2
    }

    /// `type.simpleName == name` for an ASCII `name`, without building the simple name.
    static func hasSimpleName(_ type: TypeFact, _ name: StaticString) -> Bool {
        let answer = type.qualifiedName.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            let wanted = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
            guard let dot = NameScan.lastIndex(of: UInt8(ascii: "."), in: bytes) else { return bytes.elementsEqual(wanted) }
            // `X.` : simpleName falls back to splitting.
            guard dot + 1 < bytes.count else { return nil }
            // No text but the ASCII names asked for is canonically equivalent to them, so bytes decide.
            return UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]).elementsEqual(wanted)
        }
        return (answer ?? nil) ?? (type.simpleName == name.description)
    }

    // MARK: Run

    /// The map of the linked facts, not yet normalized: its caller adds findings of its own, then normalizes once
    /// (``Indexer/run(root:options:)``).
    mutating func link() -> AppMap {
        LinkPipeline.run(&self)
        // `project` is set on every module when the repository holds several projects, on none otherwise.
        let severalProjects = Set(fileProjects.compactMap { $0 }).count >= 2
        // Each module put in canonical order on its own (several threads): what is left for the caller's
        // ``AppMap/normalized()`` is checking that order and sorting the map's own arrays.
        let drafts = drafts
        let modules = Self.map(count: drafts.count, jobs: jobs) { index -> Module in
            let draft = drafts[index]
            var module = Module(
                id: draft.id, name: draft.name, domain: draft.domain,
                project: severalProjects || draft.id != draft.name ? draft.project : nil,
                status: .done, components: draft.components, navigationOptions: draft.options,
                evidence: draft.evidence, storyboards: draft.storyboards.sorted(), declaration: draft.declaration
            ).normalized()
            // Where the domain comes from, for the analysis' areas (it replaces it with the area's source).
            if draft.domain != nil { module.areaSource = draft.catalogDomain ? .catalog : .folder }
            return module
        }
        // Each route once: two producers (or two calls of one line, `addChild(child)` then `child.didMove(toParent:)`)
        // may find the same one.
        var seen: Set<Route> = []
        let unique = routes.filter { seen.insert($0).inserted }
        return AppMap(modules: modules, routes: Self.sortedRoutes(unique, jobs: jobs), entryPoints: entryPoints, findings: findings)
    }

    /// `routes.sorted(by: <)`, their canonical order (stable): with several threads, the two halves are sorted side by
    /// side and merged, taking from the first half on ties, which gives the same order.
    static func sortedRoutes(_ routes: [Route], jobs: Int) -> [Route] {
        guard jobs > 1, routes.count >= 512 else { return routes.sorted(by: <) }
        let middle = routes.count / 2
        let halves = map(count: 2, jobs: jobs, chunk: 1) { half in
            half == 0 ? routes[..<middle].sorted(by: <) : routes[middle...].sorted(by: <)
        }
        let first = halves[0], second = halves[1]
        var result: [Route] = []
        result.reserveCapacity(routes.count)
        var left = 0, right = 0
        while left < first.count && right < second.count {
            if second[right] < first[left] {
                result.append(second[right])
                right += 1
            } else {
                result.append(first[left])
                left += 1
            }
        }
        result += first[left...]
        result += second[right...]
        return result
    }

    /// ``TypeFact/simpleName`` and ``TypeFact/parentName`` of a type in one pass over its name.
    static func simpleAndParentName(of type: TypeFact) -> (simple: String, parent: String?) {
        let name = type.qualifiedName
        let plain = NameScan.withPlainASCII(name) { bytes -> (String, String?)? in
            guard let dot = NameScan.lastIndex(of: UInt8(ascii: "."), in: bytes) else { return (name, nil) }
            guard dot + 1 < bytes.count else { return nil }
            return (NameScan.string(bytes, (dot + 1)..<bytes.count), NameScan.string(bytes, 0..<dot))
        }
        if let plain, let names = plain { return names }
        return (type.simpleName, type.parentName)
    }

    mutating func indexFacts() {
        fileProjects.reserveCapacity(files.count)
        types.reserveCapacity(notes.reduce(0) { $0 + $1.types.count })
        functions.reserveCapacity(notes.reduce(0) { $0 + $1.functions.count })
        modules = ModuleTable(fileCount: files.count)
        for fileIndex in files.indices {
            let path = files[fileIndex].path
            let project = project(of: path)
            fileProjects.append(project)
            if topLevelProjects || !projectFolders.isEmpty || !appScopes.isEmpty { projectsByPath[path] = project }
            for record in notes[fileIndex].types {
                if project != nil { record.project = project }
                types.append(record)
                if let names = record.catalogNames {
                    for (enumCase, name) in zip(record.fact.cases, names) {
                        catalog.append(CatalogEntry(name: name, domain: record.catalogDomain, file: path, line: enumCase.line,
                                                    project: project, shapedRoot: record.catalogRoot))
                    }
                }
            }
            for record in notes[fileIndex].functions {
                if project != nil { record.project = project }
                functions.append(record)
            }
        }
        if catalog.contains(where: { $0.shapedRoot != nil }) { catalog = Self.catalogsByShape(catalog, types: types) }
        // The name indexes do not depend on each other: built side by side, each by one thread in the types' order.
        let types = types, functions = functions
        var typesByName: [String: [Int]] = [:]
        var inheritors: [String: [Int]] = [:]
        var protocols: Set<String> = []
        var functionsByOwner: [String: [Int]] = [:]
        FactsCollector.forEach(count: 3, jobs: jobs) { task in
            switch task {
            case 0:
                typesByName.reserveCapacity(types.count)
                for index in types.indices { typesByName[types[index].fact.qualifiedName, default: []].append(index) }
            case 1:
                inheritors.reserveCapacity(types.count)
                protocols.reserveCapacity(types.count / 2)
                for index in types.indices {
                    let type = types[index].fact
                    if type.kind == .protocol { protocols.insert(type.qualifiedName) }
                    for inherited in type.inherits { inheritors[inherited, default: []].append(index) }
                }
            default:
                functionsByOwner.reserveCapacity(functions.count)
                for index in functions.indices {
                    if let owner = functions[index].fact.owner { functionsByOwner[owner, default: []].append(index) }
                }
            }
        }
        self.typesByName = typesByName
        catalogNames = Set(catalog.map(\.name))
        self.inheritors = inheritors
        self.protocols = protocols
        self.functionsByOwner = functionsByOwner
        hierarchy = TypeHierarchy(types: types, typesByName: typesByName, inheritors: inheritors)
    }

    /// Makes a type a component of another module than its name says, once every file is known; its file now declares
    /// a component, so its group folders count for domains (``FileNotes/groupFolders``).
    mutating func reclassify(_ record: TypeRecord, as classification: (module: String, role: ComponentRole)) {
        record.classification = classification
        if notes[record.fileIndex].groupFolders.isEmpty { notes[record.fileIndex].groupFolders = Self.groupFolders(of: record.file) }
    }

    /// The catalog entries without those of enums named like a catalog whose cases do not list the app's modules
    /// (``Conventions/isCatalogByShape(caseModules:declaredModules:)``), judged per catalog and project.
    static func catalogsByShape(_ catalog: [CatalogEntry], types: [TypeRecord]) -> [CatalogEntry] {
        let declared = Set(types.lazy.compactMap { $0.classification?.module })
        let shaped = Dictionary(grouping: catalog.filter { $0.shapedRoot != nil }) { "\($0.project ?? "")/\($0.shapedRoot ?? "")" }
        let catalogs = Set(shaped.filter { Conventions.isCatalogByShape(caseModules: $0.value.map(\.name), declaredModules: declared) }.keys)
        return catalog.filter { entry in
            entry.shapedRoot == nil || catalogs.contains("\(entry.project ?? "")/\(entry.shapedRoot ?? "")")
        }
    }

    // MARK: Lookups shared by routes and options

    /// The draft among several of one name that a reference from `project` means: same project first, else the only one.
    func pick(_ drafts: [Draft], project: String?) -> Draft? {
        if let same = drafts.first(where: { $0.project == project }) { return same }
        return drafts.count == 1 ? drafts[0] : nil
    }

    /// The drafts a type or extension name belongs to (component types, and the module namespace itself).
    func drafts(forOwner owner: String, project: String?) -> [Draft] {
        if let found = modules.byType[owner], let draft = pick(found, project: project) { return [draft] }
        if let found = modules.byName[owner], let draft = pick(found, project: project), !isScreenOfNoModule(owner) { return [draft] }
        return []
    }

    /// Drafts whose components conform to or inherit from `name` (protocol extensions and base classes shared by modules).
    func conformers(of name: String) -> [Draft] {
        var result: [String: Draft] = [:]
        for index in inheritors[name] ?? [] {
            let record = types[index]
            for draft in drafts(forOwner: record.fact.qualifiedName, project: record.project) {
                result[draft.id] = draft
            }
        }
        return result.keys.sorted().compactMap { result[$0] }
    }

    mutating func addProblems() {
        for file in files {
            for problem in file.problems {
                findings.append(Finding(rule: problem.rule, message: problem.message, file: file.path, line: problem.line))
            }
        }
    }
}

extension ValueFact {
    /// Whether this value, or one nested in it (a callee, an argument, a base, a key, an element), is a call whose
    /// callee satisfies `isMatch`.
    func containsCall(depth: Int = 0, where isMatch: (ValueFact) -> Bool) -> Bool {
        guard depth < Self.maximumDepth else { return false }
        switch self {
        case .call(let callee, _, let arguments):
            return isMatch(callee) || callee.containsCall(depth: depth + 1, where: isMatch)
                || arguments.contains { $0.containsCall(depth: depth + 1, where: isMatch) }
        case .member(let base, _), .typed(let base, _):
            return base.containsCall(depth: depth + 1, where: isMatch)
        case .element(let base, let key):
            return base.containsCall(depth: depth + 1, where: isMatch) || key.containsCall(depth: depth + 1, where: isMatch)
        case .collection(let values), .either(let values):
            return values.contains { $0.containsCall(depth: depth + 1, where: isMatch) }
        case .dictionary(let keys, let values):
            return (keys + values).contains { $0.containsCall(depth: depth + 1, where: isMatch) }
        case .name, .selfValue, .superValue, .implicitMember, .closure, .instance, .literal, .opaque:
            return false
        }
    }
}

extension FunctionFact {
    /// Whether a step's value or a closure's returned value holds a call whose callee satisfies `isMatch`
    /// (``ValueFact/containsCall(depth:where:)``).
    func containsCall(where isMatch: (ValueFact) -> Bool) -> Bool {
        steps.contains { $0.value.containsCall(where: isMatch) } || closures.contains { $0.returns.contains { $0.containsCall(where: isMatch) } }
    }
}
