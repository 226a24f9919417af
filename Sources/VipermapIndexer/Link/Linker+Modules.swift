import VipermapModel

/// Modules formed from the classified types (``Linker/formModules()``): one draft per module name and project, with
/// the catalog's entries, the scopes and view models that join them, and the indexes the later steps look them up in.
extension Linker {
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

    /// Forms the modules from the classified types: each type a candidate of its module, base classes left out, one
    /// draft per name and project (with the catalog's entries), then the module indexes and each module's domain.
    mutating func formModules() {
        let all = moduleCandidates()
        let (isBase, groups) = baseClassesAndGroups(of: all)
        let catalogByName = Dictionary(grouping: catalog, by: \.name)
        modules.reserveCapacity(groups.count + catalogByName.count)
        modulesUnderFolder.reserveCapacity(groups.count)
        let names = Set(groups.keys).union(catalogByName.keys).sorted()
        let madeByName = draftsPerName(names, groups: groups, isBase: isBase, candidates: all, catalogByName: catalogByName)
        let registered = registerDrafts(madeByName, names: names, candidates: all)
        indexComponentTypes(registered, candidates: all)
        assignDomains()
    }

    /// A candidate for each classified type, in the types' order.
    private func moduleCandidates() -> [Candidate] {
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
        return candidates
    }

    /// Which types are base classes (by position in ``types``; empty when none is), and the positions of the
    /// candidates by module name.
    private func baseClassesAndGroups(of all: [Candidate]) -> (isBase: [Bool], groups: [String: [Int]]) {
        // Base classes and the candidates by module name do not depend on each other: worked out side by side.
        var isBase: [Bool] = []
        var groups: [String: [Int]] = [:]
        let types = types, typesByName = typesByName
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
        return (isBase, groups)
    }

    /// The drafts of each of `names` (``makeDrafts(named:members:isBase:candidates:entries:types:rootName:reusing:)``),
    /// same order.
    private func draftsPerName(_ names: [String], groups groupsByName: [String: [Int]], isBase isBaseType: [Bool], candidates all: [Candidate],
                               catalogByName: [String: [CatalogEntry]]) -> [[(Draft, [Int])]] {
        let rootName = rootName, types = types
        let reusing = Set(reusingBuilders.values.map(\.module))
        // Each name's drafts depend on its own candidates and catalog entries only: made on several threads and kept
        // by position; ``registerDrafts(_:names:candidates:)`` takes them in name order.
        return Self.map(count: names.count, jobs: jobs) { position -> [(Draft, [Int])] in
            let name = names[position]
            return Self.makeDrafts(named: name, members: groupsByName[name] ?? [], isBase: isBaseType, candidates: all,
                                   entries: catalogByName[name] ?? [], types: types, rootName: rootName, reusing: reusing)
        }
    }

    /// The drafts of one module name, with the positions of their candidates: one per project whose candidates make a
    /// module, and one per catalog entry that none of those takes. Several drafts of one name get ids with their project.
    private static func makeDrafts(named name: String, members: [Int], isBase: [Bool], candidates all: [Candidate], entries: [CatalogEntry],
                                   types: [TypeRecord], rootName: String, reusing: Set<String>) -> [(Draft, [Int])] {
        let qualifying = qualifyingMembers(named: name, members, isBase: isBase, candidates: all, reusing: reusing)
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
        attachCatalogEntries(entries, named: name, to: &made, members: &madeMembers)
        if made.count > 1 {
            for draft in made { draft.id = "\(draft.project ?? rootName)/\(name)" }
        }
        return Array(zip(made, madeMembers))
    }

    /// A name's candidates (base classes left out) by project, projects in order, for the projects whose candidates'
    /// roles make a module; when there is one such project, the other projects' candidates join it.
    private static func qualifyingMembers(named name: String, _ members: [Int], isBase: [Bool], candidates all: [Candidate],
                                          reusing: Set<String>) -> [(String?, [Int])] {
        // Members by project, projects in order (nil as "").
        var byProject: [(project: String?, members: [Int])] = []
        for index in members where isBase.isEmpty || !isBase[all[index].type] {
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
        return qualifying
    }

    /// Gives each catalog entry of a name to the draft it declares; an entry that no draft takes is a module of its
    /// own, declared in the catalog with no component in code.
    private static func attachCatalogEntries(_ entries: [CatalogEntry], named name: String, to made: inout [Draft], members madeMembers: inout [[Int]]) {
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
    }

    /// Adds the drafts made for each name, in name order, to ``drafts`` and the indexes by id, name and file; returns
    /// those made from candidates, with their candidates' positions.
    private mutating func registerDrafts(_ madeByName: [[(Draft, [Int])]], names: [String], candidates all: [Candidate]) -> [(draft: Draft, members: [Int])] {
        // Drafts made from candidates, with the positions of their candidates, in order.
        var registered: [(draft: Draft, members: [Int])] = []
        for (name, made) in zip(names, madeByName) {
            for (draft, members) in made {
                assert(draft.name == name)
                modules.register(draft, files: members.map { types[all[$0].type].fileIndex })
                if !members.isEmpty { registered.append((draft, members)) }
            }
        }
        return registered
    }

    /// Indexes the component types by name (``ModuleTable/byType``) and by Objective-C name, beside the scopes and the
    /// module names under each group folder (``addScopesAndFolders()``).
    private mutating func indexComponentTypes(_ registered: [(draft: Draft, members: [Int])], candidates all: [Candidate]) {
        let types = types
        // Component types by name (``ModuleTable/index(_:of:in:)``) and the rest of the module indexes do not depend on
        // each other: built side by side, each in the drafts' order.
        var byType: [String: [Draft]] = [:]
        FactsCollector.forEach(count: 2, jobs: jobs) { task in
            if task == 0 {
                byType.reserveCapacity(all.count * 2)
                for (draft, members) in registered {
                    for index in members { ModuleTable.index(types[all[index].type], of: draft, in: &byType) }
                }
            } else {
                addScopesAndFolders()
            }
        }
        modules.setComponents(byType)
        for record in types {
            if let objcName = record.fact.objcName, let found = modules.byType[record.fact.qualifiedName] { modules.byObjCName[objcName] = found }
        }
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
            guard let owners = modules.byName[name], let draft = pick(owners, project: record.project),
                  role == .scope || draft.components.contains(where: { $0.role != .scope })
            else { continue }
            let component = Component(role: role, type: fact.qualifiedName, file: record.file, line: fact.line)
            if !draft.components.contains(component) {
                draft.components.append(component)
                modules.addFile(record.fileIndex, to: draft)
            }
        }
    }
}
