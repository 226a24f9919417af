import Foundation
import VipermapModel

/// Reads an app's sources and builds its raw ``AppMap`` (statuses and reachability come from `VipermapAnalysis`).
public enum Indexer {
    /// Indexes every `.swift` and `.storyboard` file under `root`.
    ///
    /// Throws ``IndexerError`` only when the whole run cannot start (no such folder, no sources); a file that
    /// cannot be read or parsed becomes a finding and the run goes on.
    public static func index(root: URL, options: IndexOptions = IndexOptions()) throws -> AppMap {
        try run(root: root, options: options).map
    }

    /// ``index(root:options:)`` with what the run has to say about itself: warnings (an ignored cache) and how
    /// many files were parsed or came from the cache. The map goes through `stage` (the analysis) when given.
    ///
    /// A file whose parse runs past ``IndexOptions/parseTimeout`` is skipped with a `parseTimeout` finding. SwiftParser
    /// cannot be cancelled, so that parse goes on, on a thread of its own, after this call returned: it keeps a core
    /// busy until SwiftParser gives up (seconds to minutes), then its result is dropped. A command-line run exits
    /// when done, which ends it; a long-lived process that indexes untrusted code pays for it until then.
    public static func run(root: URL, options: IndexOptions = IndexOptions(), then stage: MapStage? = nil) throws -> IndexRun {
        try run(root: root, options: options, then: stage, extract: nil)
    }

    /// ``run(root:options:then:)`` with another fact extractor (tests stand in a slow one to reach the parse budget).
    ///
    /// The pipeline: discover the files, get their facts (from the cache or parsed), link them into a map, then
    /// the stage. Every run links every file's facts; the cache only saves parsing.
    static func run(root: URL, options: IndexOptions, then stage: MapStage?, extract: (@Sendable (String, Data) -> FileFacts)?) throws -> IndexRun {
        var collector = FactsCollector(root: root, options: options)
        if let extract { collector.extract = extract }
        // The pack is read and checked while discovery walks the tree (the walk mostly waits on the kernel); that
        // thread is done when the run returns or throws.
        let pack = collector.startReadingPack()
        defer { pack?.finish() }
        let discovery = try discover(root: root, options: options)
        // The projects decide which files are read (never a test target's; with `--target`, only those targets').
        var projects = ProjectIndex.read(root: root, projectFolders: discovery.projectFolders)
        projects.dropProjectsBuildingNothing(of: discovery.files.map(\.relativePath))
        if !options.targets.isEmpty, projects.isEmpty {
            throw IndexerError.noProject(path: root.path, targets: options.targets)
        }
        var membership = try ProjectMembership(index: projects, selected: options.targets)
        let files = projects.isEmpty ? discovery.files : discovery.files.filter { membership.reads($0.relativePath) }
        guard !files.isEmpty else { throw IndexerError.noSwiftFiles(path: root.path) }
        // A pack that must be rewritten is written on another thread while the link and the stage run.
        var collected = collector.collect(files, savingInBackground: true, pack: pack)
        var map = link(&collected.facts, discovery: discovery, membership: &membership,
                       rootName: root.standardizedFileURL.lastPathComponent, jobs: options.effectiveJobs)
        if let stage { map = stage.apply(map) }
        collected.finishSaving()
        return IndexRun(map: map, warnings: collected.warnings, statistics: collected.statistics, projectNotes: Self.notes(projects, membership))
    }

    /// The summary's lines about the projects: the targets found, and what could not be read as data.
    private static func notes(_ projects: ProjectIndex, _ membership: ProjectMembership) -> [String] {
        var lines: [String] = []
        for project in projects.projects where !project.targets.isEmpty {
            let targets = project.targets.map { target -> String in
                let kind: String
                switch target.kind {
                case .app: kind = "app"
                case .appExtension: kind = "app extension"
                case .test: kind = "test, skipped"
                case .other: kind = "framework or other"
                }
                let unselected = !target.kind.isTest && !membership.isSelected(target)
                return "\(target.name) (\(kind)\(unselected ? ", not selected" : ""))"
            }
            lines.append("\(project.path): targets \(targets.joined(separator: ", "))")
        }
        return lines + projects.notes
    }

    /// The normalized map of every file's facts, with discovery's problems and duplicate modules as findings.
    /// `facts` is emptied: the linker holds the facts' last references and frees them with itself.
    private static func link(_ facts: inout [FileFacts], discovery: FileDiscovery.Result, membership: inout ProjectMembership,
                             rootName: String, jobs: Int) -> AppMap {
        let appScopes = membership.prepare(&facts)
        var linker = Linker(files: facts, projectFolders: discovery.projectFolders, rootName: rootName, jobs: jobs)
        linker.appScopes = appScopes
        linker.launchTypes = membership.launchTypes
        facts = []
        var map = linker.link()
        map.findings += membership.index.findings
        membership.annotate(&map)
        // Launch is known (the code shows a first screen, or an app target names its main storyboard): the initial
        // scenes of other storyboards are loaded later, by code or segues, and are no entry points.
        // Decided per app: a folder holding several apps keeps each app's own launch.
        let projectOf = Dictionary(map.modules.map { ($0.id, $0.project ?? "") }, uniquingKeysWith: { first, _ in first })
        let launched = Set(map.entryPoints.filter { $0.kind != "storyboard" }.map { projectOf[$0.module] ?? "" })
        map.dropEntryPoints { $0.kind == "storyboard" && launched.contains(projectOf[$0.module] ?? "") }
        map.findings += discovery.problems.map { Finding(rule: $0.rule, message: $0.message) }
        map.findings += DuplicateModules.findings(in: map, jobs: jobs)
        return map.normalized()
    }

    /// The files an index run reads, after excludes (relative paths, sorted).
    public static func files(root: URL, options: IndexOptions = IndexOptions()) throws -> [String] {
        try discover(root: root, options: options).files.map(\.relativePath)
    }

    static func discover(root: URL, options: IndexOptions) throws -> FileDiscovery.Result {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
            throw IndexerError.pathNotFound(path: root.path)
        }
        guard isFolder.boolValue else { throw IndexerError.notAFolder(path: root.path) }
        let result = FileDiscovery(root: root, options: options).discover()
        guard !result.files.isEmpty else { throw IndexerError.noSwiftFiles(path: root.path) }
        return result
    }
}
