import ArgumentParser
import Foundation
import VipermapIndexer
import VipermapRender

/// Options that choose what gets indexed, and how.
struct IndexingOptions: ParsableArguments {
    @Option(name: .customLong("exclude"), help: ArgumentHelp(
        "Glob of files or folders to skip, relative to PATH (repeatable). Pods/, Carthage/, .build/, DerivedData/ and test targets are always skipped.",
        valueName: "glob"))
    var excludes: [String] = []

    @Flag(name: .customLong("follow-symlinks"), help: "Follow symbolic links that point outside PATH.")
    var followSymlinks = false

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Parse at most N files, and lay out at most N pictures, at once (default: every active core). The output never depends on it.",
        valueName: "N"))
    var jobs: Int?

    @Option(name: .customLong("cache"), help: ArgumentHelp(
        "Folder of the facts cache (default: .vipermap-cache beside the output folder). Unchanged files are not parsed again.",
        valueName: "dir"))
    var cache: String?

    @Flag(name: .customLong("no-cache"), help: "Parse every file; neither read nor write a cache.")
    var noCache = false

    @Flag(name: .shortAndLong, help: "Print nothing on standard error but errors (no progress, warnings or summary).")
    var quiet = false

    // `.unconditional` takes `-1` as the value (and rejects it below) rather than as an unknown option.
    @Option(name: .customLong("parse-timeout"), parsing: .unconditional, help: ArgumentHelp(
        "Seconds one file's parse may take before vipermap gives up on it, reports it (parseTimeout) and indexes the rest (0: no limit). Only such a file's result depends on the machine's speed.",
        valueName: "seconds"))
    var parseTimeout: Double = IndexOptions.defaultParseTimeout

    @Option(name: .customLong("target"), help: ArgumentHelp(
        "Map only this project target (repeatable): the files its Xcode project or XcodeGen project.yml builds. Default: every target but tests.",
        valueName: "name"))
    var targets: [String] = []

    func validate() throws {
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs must be at least 1 (got \(jobs)).")
        }
        guard parseTimeout >= 0, parseTimeout.isFinite else {
            throw ValidationError("--parse-timeout must be a number of seconds ≥ 0 (0: no limit), not \(IndexOptions.secondsText(parseTimeout)).")
        }
        if cache != nil && noCache {
            throw ValidationError("--cache and --no-cache contradict each other; pass one of them.")
        }
    }

    /// Applies `--jobs` to the layout workers, when the command runs with them (see ``Vipermap/useLayoutWorkers(jobs:)``).
    func limitLayoutWorkers() {
        guard let jobs, let current = Graphviz.layoutWorker else { return }
        Graphviz.layoutWorker = LayoutWorker(executable: current.executable, arguments: current.arguments, limit: jobs)
    }

    /// Options without a default cache: only `--cache DIR` turns it on (commands whose output is not a folder
    /// of their own, e.g. when they read a map.json or index as a fallback).
    var indexOptions: IndexOptions {
        indexOptions(output: nil)
    }

    /// Options of a command that writes into the folder `output`: the cache defaults to `.vipermap-cache`
    /// beside it (`docs/map` → `docs/.vipermap-cache`), outside the folder so that publishing the outputs never
    /// publishes the cache. `-` (standard output) has no default cache.
    func indexOptions(output: String?) -> IndexOptions {
        var folder: URL?
        if noCache {
            folder = nil
        } else if let cache {
            folder = URL(fileURLWithPath: cache)
        } else if let output, output != "-" {
            folder = URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent()
                .appendingPathComponent(".vipermap-cache")
        }
        var options = IndexOptions(excludes: excludes, followSymlinks: followSymlinks, jobs: jobs, cacheFolder: folder,
                                   toolVersion: Self.cacheVersion, reportsToStandardError: !quiet,
                                   parseTimeout: parseTimeout == 0 ? nil : parseTimeout)
        options.targets = targets
        return options
    }

    /// The version that keys the facts cache: the release plus the executable's size and modification time, so
    /// that a rebuilt vipermap (whose extractor may read code differently) never trusts facts an older build
    /// wrote under the same version number.
    static let cacheVersion: String = {
        #if os(Linux)
        let executable = "/proc/self/exe"
        #else
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
        let url = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let size = attributes[.size] as? Int,
              let modified = attributes[.modificationDate] as? Date else {
            return Vipermap.version
        }
        return "\(Vipermap.version)+\(size)-\(Int(modified.timeIntervalSince1970))"
    }()
}
