import Foundation
import VipermapModel

/// How the projects' targets shape one index run: which files are read (test targets never; with `--target`, only
/// those targets' files), which modules are built and by which targets, which app a colliding module name belongs
/// to, and how each app launches (main storyboard, scene delegate).
struct ProjectMembership: Sendable {
    let index: ProjectIndex
    /// `--target` names; empty: every target.
    let selected: Set<String>
    /// Info.plist launch keys of each selected app target, by target name.
    private(set) var launches: [String: InfoPlistReader.Launch] = [:]
    /// Findings of this step (Info.plists that cannot be read, files left out).
    private(set) var findings: [Finding] = []
    /// Storyboards read (``prepare(_:)``), for the launch storyboards' names.
    private var storyboards: [String] = []
    /// ``ProjectIndex/scopes``, worked out once (asked for every file).
    private let scopes: [String]

    /// Throws ``IndexerError/unknownTarget(names:known:)`` when `--target` names a target no project declares.
    init(index: ProjectIndex, selected: [String]) throws {
        self.index = index
        self.selected = Set(selected)
        scopes = index.scopes
        let known = Set(index.targets.map(\.name))
        let unknown = Set(selected).subtracting(known)
        if !unknown.isEmpty { throw IndexerError.unknownTarget(names: unknown.sorted(), known: known.sorted()) }
        for target in appTargets {
            launches[target.name] = target.launch
            findings += target.launchProblems
        }
    }

    /// Selected targets that are apps or app extensions.
    var appTargets: [ProjectTarget] {
        index.targets.filter { ($0.kind == .app || $0.kind == .appExtension) && isSelected($0) }
    }

    func isSelected(_ target: ProjectTarget) -> Bool { selected.isEmpty || selected.contains(target.name) }

    /// The names of the targets that build `path` and count for the map (selected, not tests), sorted.
    func builders(of path: String) -> [String] {
        if let known = buildersByPath[path] { return known }
        return Array(Set(index.targets(of: path).filter { !$0.kind.isTest && isSelected($0) }.map(\.name))).sorted()
    }

    /// ``builders(of:)`` of every indexed file, kept by ``prepare(_:)`` for ``annotate(_:)``.
    private var buildersByPath: [String: [String]] = [:]

    /// Whether `path` is read: outside every project (folder rules), or built by a selected target that is not a
    /// test, or (no `--target`) in no target at all (not built, but mapped).
    func reads(_ path: String) -> Bool {
        guard !index.isEmpty else { return true }
        if !covers(path) { return selected.isEmpty }
        let targets = index.targets(of: path)
        if targets.contains(where: { !$0.kind.isTest && isSelected($0) }) { return true }
        return selected.isEmpty && targets.isEmpty
    }

    /// Before linking: leaves out files in no target that declare a type a built file of the same project declares
    /// (an old copy of a module's folder), and gives the files of each app its own scope in projects where two apps'
    /// different files declare the same type (so `AppA/Login` and `AppB/Login` are two modules). Returns the scopes
    /// by path (``Linker``'s projects) and keeps the findings.
    mutating func prepare(_ facts: inout [FileFacts]) -> [String: String] {
        guard !index.isEmpty else { return [:] }
        storyboards = facts.map(\.path).filter { $0.hasSuffix(".storyboard") }
        struct Declaration { var file: Int; var targets: [String] }
        struct ScopedName: Hashable, Comparable {
            var scope: String, type: String
            static func < (a: Self, b: Self) -> Bool { (a.scope, a.type) < (b.scope, b.type) }
        }
        var byName: [ScopedName: [Declaration]] = [:]
        var fileTargets: [[String]] = []
        for (position, file) in facts.enumerated() {
            let targets = builders(of: file.path)
            fileTargets.append(targets)
            buildersByPath[file.path] = targets
            guard let scope = scope(of: file.path) else { continue }
            for type in file.types where type.kind != .extension {
                byName[ScopedName(scope: scope, type: type.qualifiedName), default: []].append(Declaration(file: position, targets: targets))
            }
        }
        var stale: [Int: (type: String, built: String)] = [:]
        var collidingScopes: Set<String> = []
        // In name order, so the type a finding names does not depend on hashing.
        for (key, declarations) in byName.sorted(by: { $0.key < $1.key }) where Set(declarations.map(\.file)).count > 1 {
            let built = declarations.filter { !$0.targets.isEmpty }
            for declaration in declarations where declaration.targets.isEmpty && !built.isEmpty && stale[declaration.file] == nil {
                stale[declaration.file] = (key.type, facts[built[0].file].path)
            }
            for (index, first) in built.enumerated() {
                for second in built[(index + 1)...] where first.file != second.file && Set(first.targets).isDisjoint(with: second.targets) {
                    collidingScopes.insert(key.scope)
                }
            }
        }
        for (position, reason) in stale.sorted(by: { facts[$0.key].path < facts[$1.key].path }) {
            findings.append(Finding(
                rule: "notInTarget",
                message: "\(facts[position].path) is in no target and declares \(reason.type), which \(reason.built) (built) declares too: an old copy, left out of the map.",
                file: facts[position].path))
        }
        var scopes: [String: String] = [:]
        for position in facts.indices where stale[position] == nil {
            let path = facts[position].path
            if let scope = scope(of: path), collidingScopes.contains(scope), fileTargets[position].count == 1 {
                scopes[path] = fileTargets[position][0]
            }
        }
        if !stale.isEmpty {
            facts = facts.enumerated().filter { stale[$0.offset] == nil }.map(\.element)
        }
        return scopes
    }

    /// Whether a project with targets describes `path`.
    private func covers(_ path: String) -> Bool {
        scopes.contains { ProjectPath.isInside(path, $0) }
    }

    /// The folder of the nearest project that covers `path`.
    private func scope(of path: String) -> String? {
        scopes.filter { ProjectPath.isInside(path, $0) }.max { $0.count < $1.count }
    }

    /// Scene delegate classes the apps' Info.plists name (`$(PRODUCT_MODULE_NAME).SceneDelegate` → `SceneDelegate`).
    var launchTypes: [String: String] {
        var result: [String: String] = [:]
        for target in appTargets {
            for name in launches[target.name]?.sceneDelegates ?? [] {
                let simple = NameScan.lastComponent(name, separator: ".") ?? name
                if !simple.isEmpty { result[simple] = "sceneDelegate" }
            }
        }
        return result
    }

    /// After linking: each module's targets, not-built modules and their `notInTarget` findings, the main storyboards'
    /// entry points (kind `mainStoryboard`), and domains from Xcode groups where folders give none.
    mutating func annotate(_ map: inout AppMap) {
        guard !index.isEmpty else { return }
        for position in map.modules.indices {
            var module = map.modules[position]
            let files = Set(module.components.map(\.file)).union(module.storyboards)
            guard !files.isEmpty, files.contains(where: covers) else { continue }
            let targets = Set(files.flatMap(builders(of:))).sorted()
            module.targets = targets
            if targets.isEmpty && files.allSatisfy(covers) {
                module.notBuilt = true
                let folder = Self.commonFolder(of: files.sorted())
                let anchor = module.components.min()
                findings.append(Finding(
                    rule: "notInTarget",
                    message: "\(module.id) is built by no target (its files are under \(folder.isEmpty ? "." : folder)); it is mapped as not built and left out of reachability.",
                    module: module.id, file: anchor?.file, line: anchor?.line))
            }
            if module.domain == nil, let group = groupDomain(of: module) {
                module.domain = group
                module.areaSource = .xcodeGroup
            }
            map.modules[position] = module
        }
        // Main storyboards: the entry points of their initial view controllers.
        var mainBoards: [String: Set<String>] = [:]   // storyboard name → targets naming it
        for target in appTargets {
            for name in launches[target.name]?.storyboards ?? [] {
                mainBoards[ProjectPath.expand(name, variables: ["TARGET_NAME": target.name]), default: []].insert(target.name)
            }
        }
        var found: Set<String> = []
        for position in map.entryPoints.indices where map.entryPoints[position].kind == "storyboard" {
            let file = map.entryPoints[position].file
            let base = ProjectPath.baseName(of: file)
            guard base.hasSuffix(".storyboard") else { continue }
            let name = String(base.dropLast(".storyboard".count))
            // The storyboard a target launches from: built by that target (or outside every project).
            guard let naming = mainBoards[name], !covers(file) || !Set(builders(of: file)).isDisjoint(with: naming) else { continue }
            map.entryPoints[position].kind = "mainStoryboard"
            found.insert(name)
        }
        // A storyboard whose initial view controller is no module is no entry point; one that is missing is a problem.
        for (name, targets) in mainBoards.sorted(by: { $0.key < $1.key })
        where !found.contains(name) && !storyboards.contains(where: { ProjectPath.baseName(of: $0) == name + ".storyboard" }) {
            findings.append(Finding(
                rule: "projectProblem",
                message: "\(targets.sorted().joined(separator: ", ")) launches from the storyboard \(name), and no \(name).storyboard was indexed; no entry point comes from it."))
        }
        map.findings += findings
    }

    /// `…/<Group>/<X>/…` in the Xcode groups of the module's first component whose group is not its folder.
    private func groupDomain(of module: Module) -> String? {
        for component in module.components.sorted() where component.role != .storyboardScene && component.role != .scope {
            for project in index.projects {
                guard let groups = project.groups[component.file] else { continue }
                let folders = ProjectPath.folder(of: component.file).split(separator: "/").map(String.init)
                // Groups that are the file's folders say nothing the folder rules did not.
                if Array(folders.suffix(groups.count)) == groups { continue }
                guard let own = groups.lastIndex(where: { Linker.isOwnFolder($0, name: module.name) }), own >= 1 else { continue }
                let group = groups[own - 1]
                if !Linker.genericFolders.contains(group), !Linker.namesAContainer(group) { return group }
            }
        }
        return nil
    }

    /// The deepest folder that holds all of `paths`.
    static func commonFolder(of paths: [String]) -> String {
        guard var common = paths.first.map({ ProjectPath.folder(of: $0).split(separator: "/").map(String.init) }) else { return "" }
        for path in paths.dropFirst() {
            let folders = ProjectPath.folder(of: path).split(separator: "/").map(String.init)
            common = Array(zip(common, folders).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }
}
