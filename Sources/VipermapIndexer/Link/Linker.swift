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
    var catalog: [CatalogEntry] = []
    /// Names the catalog declares (``catalog``'s names).
    var catalogNames: Set<String> = []
    var drafts: [Draft] = []
    /// Module drafts by name (several when projects collide).
    var draftsByName: [String: [Draft]] = [:]
    /// Component type (qualified and simple name) → drafts.
    var draftsByType: [String: [Draft]] = [:]
    /// Module ids per file (by position) that holds one of its components (fallback owner of markers outside types).
    var draftsByFile: [FirstOfMany?] = []
    /// Module names with a component under each folder (relative path).
    var modulesUnderFolder: [String: FirstOfMany] = [:]
    /// Drafts by final id.
    var draftsByID: [String: Draft] = [:]
    /// Component types' drafts by the Objective-C name an `@objc(Name)` attribute gives them.
    var draftsByObjCName: [String: [Draft]] = [:]
    /// Modules by the storyboard identifier of their scene.
    var draftsByStoryboardID: [String: [Draft]] = [:]
    /// Counts the modules registered after the first ones were formed (``addContainerModule(_:)``): look-ups shared
    /// by walks (``ValueFlow/SharedLookups``) are keyed by it, so an answer given before a module was registered
    /// ("no module") is never read after.
    var moduleGeneration = 0
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
    /// Whether the syntactic route engine (``routes(ofFunction:launchOwners:wrappers:callers:)``, stored, handed and
    /// reused routes, the launch walk's reading of walked functions' navigation facts) adds its routes beside the
    /// walk's (``IndexOptions/walkOnly``).
    var syntacticRoutes = true
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
        indexFacts()
        promoteLaunchModules()
        classifyByConformance()
        classifyViewsByPresenter()
        classifyScreenFactories()
        formModules()
        addNavigationOptions()
        addMarkers()
        linkStoryboards()
        linkRoutes()
        addProblems()
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
        return AppMap(modules: modules, routes: Self.sortedRoutes(routes, jobs: jobs), entryPoints: entryPoints, findings: findings)
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

    private mutating func indexFacts() {
        fileProjects.reserveCapacity(files.count)
        types.reserveCapacity(notes.reduce(0) { $0 + $1.types.count })
        functions.reserveCapacity(notes.reduce(0) { $0 + $1.functions.count })
        draftsByFile = Array(repeating: nil, count: files.count)
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
        judgeShortScreenParameters()
        self.inheritors = inheritors
        self.protocols = protocols
        self.functionsByOwner = functionsByOwner
    }

    // MARK: Modules

    /// A view controller whose name names no module of its own (`OnboardingPagesController`,
    /// `CustomHomeTabBarController`) is the view of the module whose presenter it holds (`var presenter:
    /// OnboardingPresenterProtocol!`, `var output: OnboardingViewOutput!`): the module's builder wires them together.
    private mutating func classifyViewsByPresenter() {
        func presenterModule(_ typeName: String) -> String? {
            if let split = ModuleNaming.split(typeName, kind: .class), split.role == .presenter { return split.module }
            guard let split = ModuleNaming.split(typeName, kind: .protocol), split.role == .moduleAPI,
                  typeName.contains("Presenter") || typeName.contains("ViewOutput") || typeName.contains("EventHandler")
            else { return nil }
            return split.module
        }
        let screenParts = ["Presenter", "Router", "Interactor", "Wireframe"], assemblers = ["Builder", "Assembly", "Configurator"]
        func hasOwnParts(_ module: String, _ suffixes: [String]) -> Bool {
            suffixes.contains { typesByName[module + $0] != nil }
        }
        for index in types.indices {
            let record = types[index]
            let fact = record.fact
            guard fact.kind == .class, record.parentName == nil,
                  record.simpleName.hasSuffix("Controller") || fact.inherits.contains(where: { $0.hasSuffix("Controller") })
            else { continue }
            // A variant of X's view (`MenuTableViewController` holding Menu's presenter, put together by a
            // `MenuTableConfigurator` that builds Menu's presenter and router): its name's module has an assembler
            // and nothing else of a screen.
            var variant: String?
            if let own = record.classification {
                if own.role != .view || hasOwnParts(own.module, screenParts) { continue }
                if hasOwnParts(own.module, assemblers) { variant = own.module }
            }
            let modules = Set(fact.properties.compactMap { $0.typeName.flatMap(presenterModule) })
            guard modules.count == 1, let module = modules.first, module != record.classification?.module,
                  hasOwnParts(module, screenParts + assemblers) else { continue }
            if let variant {
                guard variant.hasPrefix(module), hasOwnParts(module, screenParts) else { continue }
                for suffix in assemblers {
                    for assembler in typesByName[variant + suffix] ?? [] where types[assembler].classification?.module == variant {
                        reclassify(types[assembler], as: (module, types[assembler].classification?.role ?? .configurator))
                    }
                }
            }
            reclassify(record, as: (module, .view))
        }
    }

    /// Apps move between architectures screen by screen: a per-screen factory with no presenter or router is its
    /// screen's builder. A type `XModule` or `XFactory` of no role (a struct, enum or class) one of whose functions
    /// constructs X's own view controller (`InvoiceModule.make(id:)` returning `InvoiceViewController(viewModel: …)`,
    /// `ReceiptModule.launch(mode:)` showing it) is X's builder; with that view it makes X a module, and X's view
    /// model joins it. The view must be a controller: a factory of a `UIView` (`BadgeFactory` making `BadgeView`) is
    /// no screen's, and a view controller no factory of its own builds stays a plain screen.
    private mutating func classifyScreenFactories() {
        for record in types where record.classification == nil && record.parentName == nil {
            let fact = record.fact
            guard fact.kind == .struct || fact.kind == .enum || fact.kind == .class else { continue }
            let name = record.simpleName
            guard let suffix = ["Module", "Factory"].first(where: { name.hasSuffix($0) && name.count > $0.count }) else { continue }
            let module = String(name.dropLast(suffix.count))
            guard ModuleNaming.isModuleName(module) else { continue }
            let views = Set(["ViewController", "Controller"].flatMap { suffix in
                (typesByName[module + suffix] ?? []).filter { index in
                    let view = types[index]
                    return view.fact.kind == .class && view.parentName == nil && view.classification?.module == module
                        && view.classification?.role == .view && (view.project == record.project || view.project == nil || record.project == nil)
                }.map { types[$0].fact.qualifiedName }
            })
            guard !views.isEmpty else { continue }
            let builds = (functionsByOwner[fact.qualifiedName] ?? []).contains { index in
                functions[index].project == record.project && Self.constructs(views, in: functions[index].fact)
            }
            if builds { reclassify(record, as: (module, .builder)) }
        }
        // A subclass of module Y's builder named for another module X that has parts of its own
        // (`class ArchiveModule: ShelfModule` beside `ArchiveInteractor`) builds X: X's screen is Y's view and router,
        // reused with X's own parts, and X is a module though it declares no view of its own.
        for record in types where record.classification == nil && record.parentName == nil && record.fact.kind == .class {
            let name = record.simpleName
            guard let suffix = ["Module", "Factory", "Builder"].first(where: { name.hasSuffix($0) && name.count > $0.count }) else { continue }
            let module = String(name.dropLast(suffix.count))
            guard ModuleNaming.isModuleName(module), let parent = record.fact.inherits.first,
                  let reused = (typesByName[parent] ?? []).compactMap({ types[$0].classification }).first(where: { $0.role == .builder })?.module,
                  reused != module, hasOtherParts(module, than: record) else { continue }
            reclassify(record, as: (module, .builder))
            reusingBuilders[record.fact.qualifiedName] = (module, reused)
        }
    }

    /// Whether a function's body calls an initializer of one of `types` (`InvoiceViewController(viewModel: vm)`).
    static func constructs(_ types: Set<String>, in function: FunctionFact) -> Bool {
        function.containsCall { callee in
            if case .name(let type) = callee, types.contains(type) { return true }
            if case .member(.name(let type), "init") = callee, types.contains(type) { return true }
            return false
        }
    }

    /// Makes a type a component of another module than its name says, once every file is known; its file now declares
    /// a component, so its group folders count for domains (``FileNotes/groupFolders``).
    private mutating func reclassify(_ record: TypeRecord, as classification: (module: String, role: ComponentRole)) {
        record.classification = classification
        if notes[record.fileIndex].groupFolders.isEmpty { notes[record.fileIndex].groupFolders = Self.groupFolders(of: record.file) }
    }

    /// Roles a protocol's name gives the types that conform to it (`DefaultAccountPresenter: AccountPresenter`).
    private static let conformanceRoles: Set<ComponentRole> = [.presenter, .interactor, .view, .router, .wireframe, .builder, .configurator]

    /// Whether two names of eight letters or more differ by one letter replaced, added or dropped (`ForgettPasswort`,
    /// `ForgettPassword`); shorter ones one letter apart are as often different words (`Cart`, `Card`).
    static func oneLetterOff(_ a: String, _ b: String) -> Bool {
        let a = Array(a), b = Array(b)
        guard a != b, abs(a.count - b.count) <= 1, min(a.count, b.count) >= 8 else { return false }
        let prefix = zip(a, b).prefix { $0 == $1 }.count
        let suffix = zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
        return prefix + suffix >= max(a.count, b.count) - 1
    }

    /// Whether a declaration other than `record` (and its extensions) is a part of `module`. A scan of every type:
    /// asked only for a name one letter off another module's (``oneLetterOff(_:_:)``).
    /// Whether a declared type other than `record` is a part of `module` (and, when given, satisfies `condition`).
    private func hasOtherParts(_ module: String, than record: TypeRecord, where condition: (Int) -> Bool = { _ in true }) -> Bool {
        types.indices.contains { index in
            let other = types[index]
            return other.classification?.module == module && other.fact.kind != .extension
                && other.fact.qualifiedName != record.fact.qualifiedName && condition(index)
        }
    }

    /// A type that conforms to a protocol of the app named `X<Role>` (`AccountPresenter`, `AccountWireframeFactory`)
    /// is that role of X whatever its own name (`DefaultAccountPresenter`, `AccountPresenterImpl`); the protocol is
    /// X's module API. Its own name still wins when it names another module, unless that name only wraps X
    /// (`DefaultAccount`, `AccountImpl`) or is a typo of X (``oneLetterOff(_:_:)``). `X<Role>Protocol` counts as `X<Role>`.
    /// Conformances added by extensions count.
    private mutating func classifyByConformance() {
        var roleOfProtocol: [String: (module: String, role: ComponentRole)] = [:]
        for name in protocols {
            // `IAccountRouter` is the protocol of `AccountRouter` (``ModuleNaming/interfaceNamed(_:)``).
            let plain = ModuleNaming.interfaceNamed(name) ?? name
            if let split = ModuleNaming.split(plain, kind: .class), Self.conformanceRoles.contains(split.role) {
                roleOfProtocol[name] = split
            } else if plain.hasSuffix("Protocol"), let split = ModuleNaming.split(String(plain.dropLast("Protocol".count)), kind: .class),
                      [.presenter, .interactor, .router, .wireframe].contains(split.role) {
                // `ForgettPasswordPresenterProtocol` (seed 004): adopted by the presenter of ForgettPassword.
                roleOfProtocol[name] = split
            }
        }
        guard !roleOfProtocol.isEmpty else { return }
        // What each declared type conforms to, its extensions' conformances included, in the types' order.
        var conformances: [Int: [String]] = [:]
        for index in types.indices {
            let fact = types[index].fact
            let named = fact.inherits.filter { roleOfProtocol[$0] != nil }
            if named.isEmpty { continue }
            if fact.kind == .extension {
                for declared in typesByName[fact.qualifiedName] ?? [] where types[declared].fact.kind != .extension && types[declared].fact.kind != .protocol {
                    conformances[declared, default: []] += named
                }
            } else if fact.kind != .protocol {
                conformances[index, default: []] += named
            }
        }
        var protocolModules: [String: String] = [:]
        for index in conformances.keys.sorted() {
            let record = types[index]
            let named = conformances[index] ?? []
            let splits = named.compactMap { roleOfProtocol[$0] }
            guard let first = splits.first else { continue }
            if !splits.allSatisfy({ $0.module == first.module }) {
                // One router of the whole app adopting every module's router protocol (`struct AppRouter: HomeRouter,
                // DetailRouter`) is no module's router: its routes belong to the modules that call it.
                let navigating: Set<ComponentRole> = [.router, .wireframe]
                if let own = record.classification, navigating.contains(own.role),
                   Set(splits.filter { navigating.contains($0.role) }.map(\.module)).count >= 2 {
                    record.classification = nil
                }
                // Otherwise (`AccountView`, `WalletView` on one type) the type's own name decides.
                continue
            }
            let role = splits.first(where: { $0.role == record.classification?.role })?.role ?? first.role
            if let own = record.classification {
                if own.module == first.module {
                    for name in named { protocolModules[name] = first.module }
                    continue
                }
                // Its own name wins when it names a module of its own: a conformance adds to a module, it never
                // renames one (`EditNoteRouter: NoteRouterProtocol` beside `EditNoteViewController`, which adopts
                // no role protocol of the app's, stays EditNote's). A name that only wraps the protocol's module —
                // every other part of it adopts role protocols too (`DefaultWalletPresenter: WalletPresenter` beside
                // `DefaultWalletInteractor: WalletInteractor`) — names none, nor does a typo of it that no other part
                // shares (`ForgettPasswortPresenter: ForgettPasswordPresenterProtocol`).
                guard own.role == role else { continue }
                if own.module.hasSuffix(first.module) || own.module.hasPrefix(first.module) {
                    if hasOtherParts(own.module, than: record, where: { (conformances[$0] ?? []).isEmpty }) { continue }
                } else if !(Self.oneLetterOff(own.module, first.module) && !hasOtherParts(own.module, than: record)) {
                    continue
                }
            } else if ModuleNaming.isTestDouble(record.simpleName) || record.fact.inherits.contains(where: ModuleNaming.foreignConformances.contains) {
                continue
            }
            reclassify(record, as: (first.module, role))
            for name in named { protocolModules[name] = first.module }
        }
        // The protocols a component of X conforms to are X's module API.
        for (name, module) in protocolModules {
            for index in typesByName[name] ?? [] where types[index].fact.kind == .protocol && types[index].classification == nil {
                reclassify(types[index], as: (module, .moduleAPI))
            }
        }
    }

    /// A name inherited by components of one role.
    private struct BaseKey: Hashable {
        var name: String
        var role: ComponentRole
    }

    private struct Candidate {
        var module: String
        var role: ComponentRole
        var component: Component
        var project: String?
        /// Position in ``Linker/types``.
        var type: Int
    }

    private mutating func formModules() {
        var candidates: [Candidate] = []
        candidates.reserveCapacity(types.count)
        for index in types.indices {
            let record = types[index]
            guard let (module, role) = record.classification else { continue }
            let fact = record.fact
            candidates.append(Candidate(
                module: module, role: role,
                component: Component(role: role, type: fact.qualifiedName, file: record.file, line: fact.line),
                project: record.project, type: index))
        }
        // Base classes and the candidates by module name do not depend on each other: worked out side by side.
        var isBase: [Bool] = []
        var groups: [String: [Int]] = [:]
        let types = types, typesByName = typesByName, all = candidates
        FactsCollector.forEach(count: 2, jobs: jobs) { task in
            if task == 0 {
                // Types that other types of the same role inherit from are base classes, not screens.
                var inheritedByRole: [BaseKey: FirstOfMany] = [:]
                for candidate in all {
                    for inherited in types[candidate.type].fact.inherits {
                        inheritedByRole[BaseKey(name: inherited, role: candidate.role), default: FirstOfMany(candidate.module)].insert(candidate.module)
                    }
                }
                // A base shared by two modules' components (`AuthBaseRouter`) is infrastructure; one subclass
                // (`EditablePostsFeedViewController: PostsFeedViewController`) does not make its parent a base.
                // The few bases mark the types of that name and role, so candidates need no lookup of their own.
                for (key, modules) in inheritedByRole where modules.several {
                    for index in typesByName[key.name] ?? [] where types[index].classification?.role == key.role {
                        if isBase.isEmpty { isBase = Array(repeating: false, count: types.count) }
                        isBase[index] = true
                    }
                }
            } else {
                // Candidate positions by module name, in order (bases are left out below).
                groups.reserveCapacity(all.count / 4)
                for index in all.indices {
                    groups[all[index].module, default: []].append(index)
                }
            }
        }
        let catalogByName = Dictionary(grouping: catalog, by: \.name)
        draftsByID.reserveCapacity(groups.count + catalogByName.count)
        draftsByName.reserveCapacity(groups.count + catalogByName.count)
        modulesUnderFolder.reserveCapacity(groups.count)
        // Drafts made from candidates, with the positions of their candidates, in order.
        var registered: [(draft: Draft, members: [Int])] = []

        let names = Set(groups.keys).union(catalogByName.keys).sorted()
        let rootName = rootName, isBaseType = isBase, groupsByName = groups
        let reusing = Set(reusingBuilders.values.map(\.module))
        // Each name's drafts depend on its own candidates and catalog entries only: made on several threads and kept
        // by position; the indexes below take them in name order.
        let madeByName = Self.map(count: names.count, jobs: jobs) { position -> [(Draft, [Int])] in
            let name = names[position], isBase = isBaseType, groups = groupsByName
            // Members by project, projects in order (nil as "").
            var byProject: [(project: String?, members: [Int])] = []
            for index in groups[name] ?? [] where isBase.isEmpty || !isBase[all[index].type] {
                let project = all[index].project
                if let slot = byProject.firstIndex(where: { $0.project == project }) {
                    byProject[slot].members.append(index)
                } else {
                    byProject.append((project, [index]))
                }
            }
            if byProject.count > 1 { byProject.sort { ($0.project ?? "") < ($1.project ?? "") } }
            var qualifying: [(String?, [Int])] = []
            var rest: [Int] = []
            for (project, members) in byProject {
                var roles: UInt32 = 0
                for index in members { roles |= ModuleNaming.bit(of: all[index].role) }
                if ModuleNaming.makesModule(roles: roles, name: name) || reusing.contains(name) && roles.nonzeroBitCount >= 2 {
                    qualifying.append((project, members))
                } else {
                    rest += members
                }
            }
            if qualifying.count == 1 {
                // Weak components elsewhere (an entity in a shared folder) join the only module of that name.
                qualifying[0].1 += rest
            }
            let entries = catalogByName[name] ?? []
            if qualifying.isEmpty && entries.isEmpty { return [] }
            var made: [Draft] = []
            var madeMembers: [[Int]] = []
            for (project, members) in qualifying {
                let draft = Draft(name: name, project: project)
                draft.components = members.map { all[$0].component }
                draft.memberFiles = members.map { types[all[$0].type].fileIndex }
                made.append(draft)
                madeMembers.append(members)
            }
            for entry in entries {
                // The catalog declares the module; attach it to the same-project draft, or the only one.
                // Another project's module of the same name is not this catalog's module.
                let target = made.first { $0.project == entry.project }
                    ?? (made.count == 1 && (made[0].project == nil || entry.project == nil) ? made[0] : nil)
                if let target {
                    target.declaration = target.declaration ?? SourceLocation(file: entry.file, line: entry.line)
                    if target.domain == nil, let domain = entry.domain {
                        target.domain = domain
                        target.catalogDomain = true
                    }
                } else if !made.contains(where: { $0.project == entry.project && $0.components.isEmpty }) {
                    let draft = Draft(name: name, project: entry.project)
                    draft.declaration = SourceLocation(file: entry.file, line: entry.line)
                    draft.domain = entry.domain
                    draft.catalogDomain = entry.domain != nil
                    draft.evidence.append(Evidence(
                        kind: "catalogOnly", status: .planned,
                        message: "\(name) is declared in \(entry.domain.map { "the \($0) domain of " } ?? "")the module catalog but has no component in code.",
                        file: entry.file, line: entry.line))
                    made.append(draft)
                    madeMembers.append([])
                }
            }
            if made.count > 1 {
                for draft in made { draft.id = "\(draft.project ?? rootName)/\(name)" }
            }
            return Array(zip(made, madeMembers))
        }
        for (name, made) in zip(names, madeByName) {
            for (draft, members) in made {
                drafts.append(draft)
                draftsByID[draft.id] = draft
                draftsByName[name, default: []].append(draft)
                if !members.isEmpty { registered.append((draft, members)) }
                for index in members {
                    let record = types[all[index].type]
                    if draftsByFile[record.fileIndex] == nil {
                        draftsByFile[record.fileIndex] = FirstOfMany(draft.id)
                    } else {
                        draftsByFile[record.fileIndex]!.insert(draft.id)
                    }
                }
            }
        }
        // Component types by name (``register(_:draft:in:)``) and the rest of the module indexes do not depend on
        // each other: built side by side, each in the drafts' order.
        var draftsByType: [String: [Draft]] = [:]
        FactsCollector.forEach(count: 2, jobs: jobs) { task in
            if task == 0 {
                draftsByType.reserveCapacity(all.count * 2)
                for (draft, members) in registered {
                    for index in members { Self.register(types[all[index].type], draft: draft, in: &draftsByType) }
                }
            } else {
                addScopesAndFolders()
            }
        }
        self.draftsByType = draftsByType
        for record in types {
            if let objcName = record.fact.objcName, let found = draftsByType[record.fact.qualifiedName] { draftsByObjCName[objcName] = found }
        }
        // Each draft's domain depends on nothing but the indexes above: worked out on several threads.
        let linker = self
        let domains = Self.map(count: drafts.count, jobs: jobs) { linker.drafts[$0].domain ?? linker.folderDomain(of: linker.drafts[$0]) }
        for (draft, domain) in zip(drafts, domains) { draft.domain = domain }
        addFeatureFolderDomains()
    }

    /// Where an app groups its modules by feature (`Modules/Settings/…` holding several), a module alone in its own
    /// folder beside those groups (`Modules/About/…`) is a feature of its own: a domain of one, named by its folder.
    /// Only where the groups hold at least a third of the modules in that container: one stray group among many
    /// modules each in its own folder is an app that groups nothing, and no domain is made up for the rest.
    private func addFeatureFolderDomains() {
        var placed: [(draft: Draft, container: String, child: String)] = []
        var total: [String: Int] = [:], grouped: [String: Int] = [:]
        for draft in drafts {
            guard let (container, child) = containerChild(of: draft) else { continue }
            placed.append((draft, container, child))
            total[container, default: 0] += 1
            if draft.domain != nil { grouped[container, default: 0] += 1 }
        }
        for (draft, container, child) in placed where draft.domain == nil {
            let groups = grouped[container] ?? 0
            guard groups > 0, groups * 3 >= total[container] ?? 0, !Self.genericFolders.contains(child) else { continue }
            draft.domain = child
        }
    }

    /// The `…/<container>` folder and the folder in it that hold a module's first component placed in a container.
    private func containerChild(of draft: Draft) -> (container: String, child: String)? {
        for component in draft.components.sorted() where component.role != .storyboardScene && component.role != .scope {
            var folders = NameScan.components(component.file, separator: "/")
            folders.removeLast()
            guard let modules = folders.lastIndex(where: Self.containers.contains), modules + 1 < folders.count else { continue }
            return (folders[0...modules].joined(separator: "/"), folders[modules + 1])
        }
        return nil
    }

    /// Scopes (``addScopes()``), then the module names under each group folder.
    private mutating func addScopesAndFolders() {
        addScopes()
        for draft in drafts {
            var previous: [String] = []
            for fileIndex in draft.memberFiles {
                let folders = notes[fileIndex].groupFolders
                // A module's components mostly share one folder: no need to insert its name again.
                if folders == previous { continue }
                previous = folders
                for path in folders {
                    modulesUnderFolder[path, default: FirstOfMany(draft.name)].insert(draft.name)
                }
            }
        }
    }

    /// The `…/<container>/<group>` folders of a file (as its path's pieces joined by `/`): the only folders
    /// ``folderDomain(of:)`` asks ``modulesUnderFolder`` about.
    static func groupFolders(of path: String) -> [String] {
        let plain = NameScan.withPlainASCII(path) { bytes -> [String]? in
            var result: [String] = []
            var start = 0
            var previousIsContainer = false
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "/") {
                // An empty piece (`//`, a leading `/`): the joined pieces would not be a prefix of the path.
                guard index > start else { return nil }
                if previousIsContainer { result.append(NameScan.string(bytes, 0..<index)) }
                previousIsContainer = NameScan.equalsAny(bytes, start..<index, containerBytes)
                start = index + 1
            }
            guard start < bytes.count else { return nil }
            return result
        }
        if let plain, let folders = plain { return folders }
        var folders = NameScan.components(path, separator: "/")
        folders.removeLast()
        return folders.indices.dropFirst().filter { containers.contains(folders[$0 - 1]) }.map { folders[...$0].joined(separator: "/") }
    }

    private static let containerBytes = containers.map { Array($0.utf8) }

    /// Makes a component type known by its name, and by its simple name when nested (``TypeRecord/alias``).
    private static func register(_ record: TypeRecord, draft: Draft, in draftsByType: inout [String: [Draft]]) {
        draftsByType[record.fact.qualifiedName, default: []].append(draft)
        // `Login.Router` is not known as `Router`: several modules have one.
        if let alias = record.alias {
            draftsByType[alias, default: []].append(draft)
        }
    }

    /// A parameter typed by a short name (`T`, `ID`) was taken for a screen as a generic parameter: where the app declares
    /// a type of that name, what the type inherits decides (``Conventions/isScreenParameterType(_:declaredSupertypes:)``).
    private func judgeShortScreenParameters() {
        for record in functions where !record.screenParameters.isEmpty {
            for (name, type) in zip(record.fact.parameters, record.fact.parameterTypes)
            where record.screenParameters.contains(name) && Conventions.isGenericParameterLike(type) {
                guard let declared = typesByName[type] else { continue }
                let supertypes = declared.flatMap { types[$0].fact.inherits }
                if !Conventions.isScreenParameterType(type, declaredSupertypes: supertypes) { record.screenParameters.remove(name) }
            }
        }
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

    /// Role and module of a declared type (not an extension), from its name, kind, inherited types and file.
    static func classify(_ fact: TypeFact, simpleName simple: String, parentName: String?, file: String) -> (String, ComponentRole)? {
        if ModuleNaming.isTestDouble(simple) { return nil }
        if fact.inherits.contains(where: ModuleNaming.foreignConformances.contains) { return nil }
        if let parent = parentName, let role = ModuleNaming.namespacedRoles[simple] {
            let module = NameScan.lastComponent(parent, separator: ".") ?? parent
            // `LoginViewController.View` is a view's helper, not the `View` of a `LoginViewController` module.
            if ModuleNaming.isModuleName(module), !Conventions.isCatalogName(module),
               ModuleNaming.split(module, kind: .class) == nil, ModuleNaming.split(module, kind: .protocol) == nil {
                return (module, role)
            }
        }
        if parentName.map({ NameScan.components($0, separator: ".").contains(where: Conventions.isCatalogByName) }) == true {
            return nil
        }
        if let split = ModuleNaming.split(simple, kind: fact.kind) { return split }
        // Protocols of `XContract.swift` / `XInterfaces.swift` / `XModuleAPI.swift` whose names do not say their role.
        if fact.kind == .protocol, parentName == nil {
            let fileName = NameScan.lastComponent(file, separator: "/") ?? file
            for (suffix, role) in [("Contract.swift", ComponentRole.contract), ("Interfaces.swift", .interfaces),
                                   ("ModuleAPI.swift", .moduleAPI), ("Protocols.swift", .contract)] where fileName.hasSuffix(suffix) {
                let module = String(fileName.dropLast(suffix.count))
                if ModuleNaming.isModuleName(module), simple.hasPrefix(module) { return (module, role) }
            }
        }
        return nil
    }

    /// `extension PostsFeed { … }` and `enum PostsFeed {}`: the namespace of an existing module. `PlayerViewModel`
    /// (a class, struct or actor of no other role): the view model of an existing module `Player` — never a module
    /// of its own (most view models belong to no VIPER module).
    private mutating func addScopes() {
        for record in types where record.parentName == nil {
            let fact = record.fact
            let role: ComponentRole, name: String
            if fact.kind == .extension || (fact.kind == .enum && fact.cases.isEmpty) {
                (role, name) = (.scope, fact.qualifiedName)
            } else if fact.kind == .class || fact.kind == .struct || fact.kind == .actor, record.classification == nil,
                      fact.qualifiedName.hasSuffix("ViewModel"), fact.qualifiedName.count > "ViewModel".count {
                (role, name) = (.viewModel, String(fact.qualifiedName.dropLast("ViewModel".count)))
            } else {
                continue
            }
            guard let owners = draftsByName[name], let draft = pick(owners, project: record.project),
                  role == .scope || draft.components.contains(where: { $0.role != .scope })
            else { continue }
            let component = Component(role: role, type: fact.qualifiedName, file: record.file, line: fact.line)
            if !draft.components.contains(component) {
                draft.components.append(component)
                if draftsByFile[record.fileIndex] == nil {
                    draftsByFile[record.fileIndex] = FirstOfMany(draft.id)
                } else {
                    draftsByFile[record.fileIndex]!.insert(draft.id)
                }
            }
        }
    }

    /// The draft among several of one name that a reference from `project` means: same project first, else the only one.
    func pick(_ drafts: [Draft], project: String?) -> Draft? {
        if let same = drafts.first(where: { $0.project == project }) { return same }
        return drafts.count == 1 ? drafts[0] : nil
    }

    /// Folders that hold one folder per module (or per group of modules).
    static let containers: Set<String> = ["Modules", "Scenes", "Screens", "Features", "Controllers", "ViewControllers", "Pages"]
    /// Folder names that say nothing about a module's domain.
    static let genericFolders: Set<String> = containers.union([
        "Module", "Feature", "Sources", "Source", "Classes", "App", "Application",
        "Presentation", "UI", "Flows", "VIPER", "Viper", "Components", "src"])

    static let ownFolderSuffixes = ["", "Module", "Scene", "Screen", "Flow", "Feature"]

    /// Whether a folder (or an Xcode group) is module `name`'s own: `Login`, `LoginModule`, `LoginScene`,
    /// `LoginScreen`, and `Forgot Password`, `forgot-password`, `Forgot_PasswordModule` for ForgotPassword.
    static func isOwnFolder(_ folder: String, name: String) -> Bool {
        if let answer = isOwnFolderASCII(folder, name: name) { return answer }
        let plain = folder.filter { $0 != " " && $0 != "-" && $0 != "_" }
        return ownFolderSuffixes.contains { plain.caseInsensitiveCompare(name + $0) == .orderedSame }
    }

    /// ``isOwnFolder(_:name:)`` on ASCII bytes (where case-insensitive comparison is ASCII case folding); nil otherwise.
    static func isOwnFolderASCII(_ folder: String, name: String) -> Bool? {
        NameScan.withPlainASCII(folder) { folderBytes -> Bool? in
            NameScan.withPlainASCII(name) { nameBytes -> Bool in
                var plain: [UInt8] = []
                plain.reserveCapacity(folderBytes.count)
                for byte in folderBytes where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "-") && byte != UInt8(ascii: "_") {
                    plain.append(byte | (NameScan.isUpper(byte) ? 0x20 : 0))
                }
                guard plain.count >= nameBytes.count else { return false }
                for index in 0..<nameBytes.count where plain[index] != nameBytes[index] | (NameScan.isUpper(nameBytes[index]) ? 0x20 : 0) {
                    return false
                }
                let rest = plain[nameBytes.count...]
                return ownFolderSuffixBytes.contains { rest.elementsEqual($0) }
            }
        } ?? nil
    }

    private static let ownFolderSuffixBytes = ownFolderSuffixes.map { Array($0.lowercased().utf8) }

    /// `…/Modules/<Group>/<X>/…`, else `…/<Group>/<X>/…` when the module's folder sits in a group folder inside its project.
    func folderDomain(of draft: Draft) -> String? {
        let containers = Self.containers, generic = Self.genericFolders
        func isOwn(_ folder: String) -> Bool { Self.isOwnFolder(folder, name: draft.name) }
        // In sorted order. The first component nearly always decides: a few are picked one at a time rather than sorted.
        var remaining = draft.components.filter { $0.role != .storyboardScene && $0.role != .scope }
        // Many components (rare): sorted once, largest first, so the next is always the last.
        let sortedOnce = remaining.count > 16
        if sortedOnce { remaining = Array(remaining.sorted().reversed()) }
        while let next = sortedOnce ? remaining.indices.last : remaining.indices.min(by: { remaining[$0] < remaining[$1] }) {
            let component = remaining.remove(at: next)
            var folders = NameScan.components(component.file, separator: "/")
            folders.removeLast()
            if let modules = folders.lastIndex(where: containers.contains), modules + 1 < folders.count {
                let group = folders[modules + 1]
                if modules + 2 < folders.count, isOwn(folders[modules + 2]) { return group }
                // Files directly in `Modules/<Group>/` (or its role subfolders): a group only if it holds other modules too;
                // otherwise it is this module's own folder under another name (`Scenes/Loading/` of AnimationLoading).
                // A module whose own folder holds its submodules (`Modules/Settings/Submodules/Unit/…`) heads that group.
                let path = folders[0...(modules + 1)].joined(separator: "/")
                if modulesUnderFolder[path]?.several == true { return group }
                continue
            }
            let projectDepth = projectFolderDepth(of: component.file)
            guard let own = folders.lastIndex(where: isOwn), own - 1 >= projectDepth else { continue }
            let group = folders[own - 1]
            if !generic.contains(group), !Self.namesAContainer(group) { return group }
        }
        return nil
    }

    /// `ViperModules`, `AppScenes`, `SubModules`: a folder named as a place to keep modules, not a domain.
    static func namesAContainer(_ folder: String) -> Bool {
        containers.contains { folder.hasSuffix($0) && folder.count > $0.count }
    }

    // MARK: Lookups shared by routes and options

    /// The drafts a type or extension name belongs to (component types, and the module namespace itself).
    func drafts(forOwner owner: String, project: String?) -> [Draft] {
        if let found = draftsByType[owner], let draft = pick(found, project: project) { return [draft] }
        if let found = draftsByName[owner], let draft = pick(found, project: project) { return [draft] }
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

    private mutating func addProblems() {
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
        case .name, .selfValue, .implicitMember, .closure, .instance, .literal, .opaque:
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
