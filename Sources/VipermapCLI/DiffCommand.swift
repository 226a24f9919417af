import ArgumentParser
import Foundation
import VipermapCheck
import VipermapModel
import VipermapRender

/// `vipermap diff BASE HEAD`: what a change does to navigation.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Report modules and routes added, removed and changed between two maps.",
        discussion: """
        BASE and HEAD are each a map.json, a folder holding one, or an app's source folder. With --git they \
        are revisions of the repository holding --repo (default: the current folder), extracted with \
        `git archive` into a temporary folder; HEAD defaults to the work tree, which is never modified. \
        As everywhere, a folder holding a map.json is read, any other folder is indexed.

        --fail-on takes a comma-separated list of: \(MapDiff.Kind.allCases.map(\.rawValue).joined(separator: ", ")), or any.

        Exit codes: 0 done; 1 a change named by --fail-on; 2 usage or input error; 3 an output cannot be \
        written; 4 rendering failed.

        Examples:
          vipermap diff base/map.json head/map.json --format markdown >> "$GITHUB_STEP_SUMMARY"
          vipermap diff --git origin/main --repo MyApp --format svg --output diff.svg --fail-on removed-module
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case markdown, json, html, svg
    }

    @Argument(help: ArgumentHelp("BASE and HEAD (with --git: BASE_REV and optional HEAD_REV).", valueName: "side"))
    var sides: [String] = []

    @Flag(help: "Read BASE (and HEAD) as git revisions of the repository.")
    var git = false

    @Option(help: ArgumentHelp("With --git: the folder to index inside the repository (default: current folder).", valueName: "folder"))
    var repo: String = "."

    @Option(help: "Output format: markdown, json, html or svg.")
    var format: Format = .markdown

    @Option(name: .shortAndLong, help: ArgumentHelp("File to write (default: standard output).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Seconds the svg/html layout may take before it is stopped (exit 4).", valueName: "seconds"))
    var timeout: Int = 120

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Exit 1 when the diff has changes of these kinds (comma-separated, repeatable).", valueName: "kinds"))
    var failOn: [String] = []

    @OptionGroup var indexing: IndexingOptions

    func validate() throws {
        if git {
            guard (1...2).contains(sides.count) else {
                throw ValidationError("--git takes BASE_REV and an optional HEAD_REV; got \(sides.count) arguments.")
            }
        } else if sides.count != 2 {
            throw ValidationError("diff takes BASE and HEAD (map.json files or folders), or --git BASE_REV [HEAD_REV]; got \(sides.count) arguments.")
        }
        _ = try failKinds()
    }

    func failKinds() throws -> Set<MapDiff.Kind> {
        var kinds: Set<MapDiff.Kind> = []
        for item in failOn.flatMap({ $0.split(separator: ",") }) {
            let name = item.trimmingCharacters(in: .whitespaces)
            if name == "any" {
                kinds.formUnion(MapDiff.Kind.allCases)
            } else if let kind = MapDiff.Kind(rawValue: name) {
                kinds.insert(kind)
            } else {
                throw ValidationError("unknown --fail-on kind '\(name)'; choose from \(MapDiff.Kind.allCases.map(\.rawValue).joined(separator: ", ")), any.")
            }
        }
        return kinds
    }

    func run() throws {
        let base: AppMap
        let head: AppMap
        if git {
            let repository = URL(fileURLWithPath: repo)
            base = try mapOfRevision(sides[0], repository: repository)
            head = sides.count > 1 ? try mapOfRevision(sides[1], repository: repository) : try Pipeline.load(path: repo, options: indexing.indexOptions)
        } else {
            base = try Pipeline.load(path: sides[0], options: indexing.indexOptions)
            head = try Pipeline.load(path: sides[1], options: indexing.indexOptions)
        }
        let diff = MapDiff(base: base, head: head)

        let data: Data
        switch format {
        case .markdown: data = Data(DiffMarkdownWriter.render(diff, base: base, head: head).utf8)
        case .json: data = DiffJSONWriter.data(for: diff)
        case .svg, .html:
            let svg = try renderSVG(DiffDOTWriter.render(diff, base: base, head: head), engine: DiffDOTWriter.engine(for: diff, base: base, head: head))
            data = format == .svg ? svg : Data(DiffHTMLWriter.render(diff, svg: String(decoding: svg, as: UTF8.self)).utf8)
        }
        if let output, output != "-" {
            try Pipeline.write(data, to: URL(fileURLWithPath: output))
        } else {
            FileHandle.standardOutput.write(data)
        }

        let hits = try failKinds().sorted { $0.rawValue < $1.rawValue }.filter { diff.count(of: $0) > 0 }
        if !hits.isEmpty {
            throw VipermapFailure(.findings, "--fail-on: " + hits.map { "\(diff.count(of: $0)) \($0.rawValue)" }.joined(separator: ", "))
        }
    }

    private func renderSVG(_ dot: String, engine: String) throws -> Data {
        let svg: Data
        do {
            svg = try Graphviz.shared.render(dot: dot, format: "svg", engine: engine, timeout: TimeInterval(timeout))
        } catch {
            throw VipermapFailure(.render, "rendering the diff failed: \(error)")
        }
        guard !svg.isEmpty else {
            throw VipermapFailure(.render, "rendering the diff failed: Graphviz returned no output; use --format markdown or json.")
        }
        return svg
    }

    private func mapOfRevision(_ revision: String, repository: URL) throws -> AppMap {
        let extracted: GitRevision
        do {
            extracted = try GitRevision.extract(revision, repository: repository)
        } catch let error as GitError {
            throw VipermapFailure(.usageOrInput, error.description)
        }
        defer { extracted.remove() }
        return try Pipeline.load(path: extracted.folder.path, options: indexing.indexOptions)
    }
}
