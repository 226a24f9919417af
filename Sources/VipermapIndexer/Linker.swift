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

    struct TypeRecord {
        var fact: TypeFact
        var file: String
        var project: String?
        /// ``TypeFact/simpleName`` and ``TypeFact/parentName``, worked out once: the link step asks for them again and again.
        var simpleName: String
        var parentName: String?
    }

    struct FunctionRecord {
        var fact: FunctionFact
        var file: String
        var project: String?
    }

    struct CatalogEntry {
        var name: String
        var domain: String?
        var file: String
        var line: Int
        var project: String?
    }

    /// A module being formed.
    final class Draft {
        let name: String
        let project: String?
        var id: String
        var components: [Component] = []
        var domain: String?
        var declaration: SourceLocation?
        var evidence: [Evidence] = []
        var options: [NavigationOption] = []
        var storyboards: Set<String> = []
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
    var protocols: Set<String> = []
    /// Types (and extensions) by each name they inherit from or conform to.
    var inheritors: [String: [Int]] = [:]
    var catalog: [CatalogEntry] = []
    var drafts: [Draft] = []
    /// Module drafts by name (several when projects collide).
    var draftsByName: [String: [Draft]] = [:]
    /// Component type (qualified and simple name) → drafts.
    var draftsByType: [String: [Draft]] = [:]
    /// Module ids per file that holds one of its components (fallback owner of markers outside types).
    var draftsByFile: [String: Set<String>] = [:]
    /// Module names with a component under each folder (relative path).
    var modulesUnderFolder: [String: Set<String>] = [:]
    /// Drafts by final id.
    var draftsByID: [String: Draft] = [:]
    /// Modules by the storyboard identifier of their scene.
    var draftsByStoryboardID: [String: [Draft]] = [:]
    var findings: [Finding] = []
    var routes: [Route] = []
    var entryPoints: [EntryPoint] = []

    /// Top-level folders are projects (see ``project(of:)``).
    let topLevelProjects: Bool

    init(files: [FileFacts], projectFolders: Set<String>, rootName: String) {
        self.files = files
        topLevelProjects = Self.holdsSeveralApps(files)
        self.projectFolders = projectFolders
        self.rootName = rootName
    }

    /// The project a file belongs to: its nearest ancestor folder holding an `*.xcodeproj` (path relative to
    /// the root); else, when the root holds several apps (two or more top-level folders with an app or scene
    /// delegate), its top-level folder; else none (one app).
    func project(of path: String) -> String? {
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
        var components = NameScan.components(path, separator: "/").map(String.init)
        components.removeLast()
        while !components.isEmpty {
            let folder = components.joined(separator: "/")
            if projectFolders.contains(folder) { return folder }
            components.removeLast()
        }
        return projectFolders.contains("") ? "" : nil
    }

    /// Whether the root holds several apps side by side (a folder of samples, a monorepo without Xcode projects).
    static func holdsSeveralApps(_ files: [FileFacts]) -> Bool {
        var folders: Set<Substring> = []
        for file in files {
            let declaresApp = file.types.contains { type in
                hasSimpleName(type, "AppDelegate") || hasSimpleName(type, "SceneDelegate")
                    || type.inherits.contains("UIApplicationDelegate") || type.inherits.contains("UIWindowSceneDelegate")
            }
            guard declaresApp else { continue }
            let components = NameScan.components(file.path, separator: "/")
            if components.count > 1 { folders.insert(components[0]) }
        }
        return folders.count >= 2
    }

    /// `type.simpleName == name` for an ASCII `name`, without building the simple name.
    static func hasSimpleName(_ type: TypeFact, _ name: String) -> Bool {
        let utf8 = type.qualifiedName.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return type.qualifiedName == name }
        let rest = utf8[utf8.index(after: dot)...]
        // No text other than ASCII itself is canonically equivalent to the ASCII names asked for, so bytes decide.
        return rest.isEmpty ? type.simpleName == name : rest.elementsEqual(name.utf8)
    }

    // MARK: Run

    mutating func link() -> AppMap {
        indexFacts()
        formModules()
        addNavigationOptions()
        addMarkers()
        linkStoryboards()
        linkRoutes()
        addProblems()
        // `project` is set on every module when the repository holds several projects, on none otherwise.
        let severalProjects = Set(fileProjects.compactMap { $0 }).count >= 2
        let modules = drafts.map { draft in
            Module(
                id: draft.id, name: draft.name, domain: draft.domain,
                project: severalProjects || draft.id != draft.name ? draft.project : nil,
                status: .done, components: draft.components, navigationOptions: draft.options,
                evidence: draft.evidence, storyboards: draft.storyboards.sorted(), declaration: draft.declaration)
        }
        return AppMap(modules: modules, routes: routes, entryPoints: entryPoints, findings: findings).normalized()
    }

    private mutating func indexFacts() {
        fileProjects.reserveCapacity(files.count)
        for file in files {
            let project = project(of: file.path)
            fileProjects.append(project)
            if topLevelProjects || !projectFolders.isEmpty { projectsByPath[file.path] = project }
            for type in file.types {
                types.append(TypeRecord(
                    fact: type, file: file.path, project: project, simpleName: type.simpleName,
                    parentName: NameScan.beforeLast(type.qualifiedName, separator: ".")))
                typesByName[type.qualifiedName, default: []].append(types.count - 1)
                if type.kind == .protocol { protocols.insert(type.qualifiedName) }
                for inherited in type.inherits { inheritors[inherited, default: []].append(types.count - 1) }
                // Catalog: `enum AppModules { enum Wallet { case walletHome } }`.
                if type.kind == .enum, !type.cases.isEmpty {
                    let parts = NameScan.components(type.qualifiedName, separator: ".").map(String.init)
                    if let catalogIndex = parts.firstIndex(where: FactsVisitor.isCatalogName) {
                        let domain = catalogIndex + 1 < parts.count ? parts.last : nil
                        for enumCase in type.cases {
                            catalog.append(CatalogEntry(
                                name: ModuleNaming.moduleName(fromCase: enumCase.name), domain: domain,
                                file: file.path, line: enumCase.line, project: project))
                        }
                    }
                }
            }
            for function in file.functions {
                functions.append(FunctionRecord(fact: function, file: file.path, project: project))
                if let owner = function.owner { functionsByOwner[owner, default: []].append(functions.count - 1) }
            }
        }
    }

    // MARK: Modules

    private struct Candidate {
        var module: String
        var role: ComponentRole
        var component: Component
        var project: String?
        var fact: TypeFact
    }

    private mutating func formModules() {
        // Types that other types of the same role inherit from are base classes, not screens.
        var inheritedByRole: [String: [ComponentRole: Set<String>]] = [:]
        var candidates: [Candidate] = []
        for record in types where record.fact.kind != .extension {
            guard let (module, role) = classify(record) else { continue }
            candidates.append(Candidate(
                module: module, role: role,
                component: Component(role: role, type: record.fact.qualifiedName, file: record.file, line: record.fact.line),
                project: record.project, fact: record.fact))
            for inherited in record.fact.inherits { inheritedByRole[inherited, default: [:]][role, default: []].insert(module) }
        }
        // A base shared by two modules' components (`AuthBaseRouter`) is infrastructure; one subclass
        // (`EditablePostsFeedViewController: PostsFeedViewController`) does not make its parent a base.
        candidates.removeAll { (inheritedByRole[$0.fact.qualifiedName]?[$0.role]?.count ?? 0) >= 2 }

        var groups: [String: [String?: [Candidate]]] = [:]
        for candidate in candidates {
            groups[candidate.module, default: [:]][candidate.project, default: []].append(candidate)
        }
        let catalogByName = Dictionary(grouping: catalog, by: \.name)

        for name in Set(groups.keys).union(catalogByName.keys).sorted() {
            let byProject = groups[name] ?? [:]
            var qualifying: [(String?, [Candidate])] = []
            var rest: [Candidate] = []
            for (project, members) in byProject.sorted(by: { ($0.key ?? "") < ($1.key ?? "") }) {
                if ModuleNaming.makesModule(Set(members.map(\.role))) {
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
            if qualifying.isEmpty && entries.isEmpty { continue }
            var made: [Draft] = []
            for (project, members) in qualifying {
                let draft = Draft(name: name, project: project)
                draft.components = members.map(\.component)
                made.append(draft)
            }
            for entry in entries {
                // The catalog declares the module; attach it to the same-project draft, or the only one.
                // Another project's module of the same name is not this catalog's module.
                let target = made.first { $0.project == entry.project }
                    ?? (made.count == 1 && (made[0].project == nil || entry.project == nil) ? made[0] : nil)
                if let target {
                    target.declaration = target.declaration ?? SourceLocation(file: entry.file, line: entry.line)
                    target.domain = target.domain ?? entry.domain
                } else if !made.contains(where: { $0.project == entry.project && $0.components.isEmpty }) {
                    let draft = Draft(name: name, project: entry.project)
                    draft.declaration = SourceLocation(file: entry.file, line: entry.line)
                    draft.domain = entry.domain
                    draft.evidence.append(Evidence(
                        kind: "catalogOnly", status: .planned,
                        message: "\(name) is declared in \(entry.domain.map { "the \($0) domain of " } ?? "")the module catalog but has no component in code.",
                        file: entry.file, line: entry.line))
                    made.append(draft)
                }
            }
            if made.count > 1 {
                for draft in made { draft.id = "\(draft.project ?? rootName)/\(name)" }
            }
            for draft in made {
                drafts.append(draft)
                draftsByID[draft.id] = draft
                draftsByName[name, default: []].append(draft)
                for component in draft.components {
                    register(type: component.type, draft: draft)
                    draftsByFile[component.file, default: []].insert(draft.id)
                }
            }
        }
        addScopes()
        for draft in drafts {
            for component in draft.components where component.role != .scope {
                // Only `…/<container>/<group>` folders are ever asked about (see folderDomain).
                var folders = NameScan.components(component.file, separator: "/")
                folders.removeLast()
                for end in folders.indices.dropFirst() where Self.containers.contains(String(folders[end - 1])) {
                    modulesUnderFolder[folders[...end].joined(separator: "/"), default: []].insert(draft.name)
                }
            }
        }
        for draft in drafts where draft.domain == nil {
            draft.domain = folderDomain(of: draft)
        }
    }

    private mutating func register(type: String, draft: Draft) {
        draftsByType[type, default: []].append(draft)
        // `Login.Router` is not known as `Router`: several modules have one.
        if let simple = NameScan.lastComponent(type, separator: "."), simple != type, ModuleNaming.namespacedRoles[simple] == nil {
            draftsByType[simple, default: []].append(draft)
        }
    }

    /// Role and module of a declared type.
    private func classify(_ record: TypeRecord) -> (String, ComponentRole)? {
        let fact = record.fact
        let simple = record.simpleName
        if ModuleNaming.isTestDouble(simple) { return nil }
        if fact.inherits.contains(where: ModuleNaming.foreignConformances.contains) { return nil }
        if let parent = record.parentName, let role = ModuleNaming.namespacedRoles[simple] {
            let module = NameScan.lastComponent(parent, separator: ".") ?? parent
            // `LoginViewController.View` is a view's helper, not the `View` of a `LoginViewController` module.
            if ModuleNaming.isModuleName(module), !FactsVisitor.isCatalogName(module),
               ModuleNaming.split(module, kind: .class) == nil, ModuleNaming.split(module, kind: .protocol) == nil {
                return (module, role)
            }
        }
        if record.parentName.map({ NameScan.components($0, separator: ".").contains { FactsVisitor.isCatalogName(String($0)) } }) == true {
            return nil
        }
        if let split = ModuleNaming.split(simple, kind: fact.kind) { return split }
        // Protocols of `XContract.swift` / `XInterfaces.swift` / `XModuleAPI.swift` whose names do not say their role.
        if fact.kind == .protocol, record.parentName == nil {
            let fileName = NameScan.lastComponent(record.file, separator: "/") ?? record.file
            for (suffix, role) in [("Contract.swift", ComponentRole.contract), ("Interfaces.swift", .interfaces),
                                   ("ModuleAPI.swift", .moduleAPI), ("Protocols.swift", .contract)] where fileName.hasSuffix(suffix) {
                let module = String(fileName.dropLast(suffix.count))
                if ModuleNaming.isModuleName(module), simple.hasPrefix(module) { return (module, role) }
            }
        }
        return nil
    }

    /// `extension PostsFeed { … }` and `enum PostsFeed {}`: the namespace of an existing module.
    private mutating func addScopes() {
        for record in types where record.parentName == nil {
            let fact = record.fact
            guard fact.kind == .extension || (fact.kind == .enum && fact.cases.isEmpty),
                  let owners = draftsByName[fact.qualifiedName], let draft = pick(owners, project: record.project)
            else { continue }
            let component = Component(role: .scope, type: fact.qualifiedName, file: record.file, line: fact.line)
            if !draft.components.contains(component) {
                draft.components.append(component)
                draftsByFile[record.file, default: []].insert(draft.id)
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

    /// `…/Modules/<Group>/<X>/…`, else `…/<Group>/<X>/…` when the module's folder sits in a group folder inside its project.
    private func folderDomain(of draft: Draft) -> String? {
        let containers = Self.containers, generic = Self.genericFolders
        // `Login`, `LoginModule`, `LoginScene`, `LoginScreen` are the Login module's own folder.
        func isOwn(_ folder: String) -> Bool {
            // `Forgot Password`, `forgot-password`, `Forgot_PasswordModule` are ForgotPassword's folder.
            let plain = folder.filter { $0 != " " && $0 != "-" && $0 != "_" }
            return ["", "Module", "Scene", "Screen", "Flow", "Feature"].contains { plain.caseInsensitiveCompare(draft.name + $0) == .orderedSame }
        }
        for component in draft.components.sorted() where component.role != .storyboardScene && component.role != .scope {
            var folders = NameScan.components(component.file, separator: "/").map(String.init)
            folders.removeLast()
            if let modules = folders.lastIndex(where: containers.contains), modules + 1 < folders.count {
                let group = folders[modules + 1]
                if modules + 2 < folders.count, isOwn(folders[modules + 2]) { return group }
                if isOwn(group) { continue }
                // Files directly in `Modules/<Group>/` (or its role subfolders): a group only if it holds other modules too;
                // otherwise it is this module's own folder under another name (`Scenes/Loading/` of AnimationLoading).
                let path = folders[0...(modules + 1)].joined(separator: "/")
                if (modulesUnderFolder[path]?.count ?? 0) >= 2 { return group }
                continue
            }
            let projectDepth = projectFolderDepth(of: component.file)
            guard let own = folders.lastIndex(where: isOwn), own - 1 >= projectDepth else { continue }
            let group = folders[own - 1]
            if !generic.contains(group) { return group }
        }
        return nil
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
