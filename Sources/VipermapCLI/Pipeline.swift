import Foundation
import VipermapAnalysis
import VipermapIndexer
import VipermapModel
import VipermapRender

/// The steps shared by the commands, each turning library errors into ``VipermapFailure``s.
enum Pipeline {
    /// The summary a command prints when it has written `written`: counts, how much of the navigation was resolved,
    /// and — once, for the whole map — that no launch path was found.
    static func summary(of map: AppMap, written: String) -> String {
        var text = ""
        if map.findings.contains(where: { $0.rule == "noLaunchPath" }) {
            text += "vipermap: \(Analyzer.noLaunchPathMessage)\n"
        }
        let resolution = map.resolution ?? map.countedResolution
        text += "vipermap: \(map.modules.count) modules, \(map.routes.count) routes (\(resolution.resolved) of \(resolution.total) resolved) → \(written)\n"
        return text
    }

    /// Whether a picture is a default PNG too big to read, which the renderer hands back empty: it is not written, and
    /// a note (unless `quiet`) says why and names the SVG (`svg`) to open instead.
    static func skipsUnreadablePNG(_ format: RenderFormat, fileName: String, data: Data, svg: Data?, options: RenderOptions, quiet: Bool) -> Bool {
        guard format == .png, data.isEmpty else { return false }
        if !quiet { FileHandle.standardError.write(Data("vipermap: note: \(DefaultFormats.skippedNote(file: fileName, svg: svg, options: options))\n".utf8)) }
        return true
    }

    /// Indexes and analyses the app under `path`.
    static func map(path: String, options: IndexOptions) throws -> AppMap {
        let root = URL(fileURLWithPath: path).standardizedFileURL
        do {
            let run = try Indexer.run(root: root, options: options, then: .analysis)
            // `--quiet` prints errors only: warnings and the project summary are left out.
            if options.reportsToStandardError {
                InputWarnings.report(run.map)
                let notes = run.projectNotes.map { "vipermap: \(InputWarnings.sanitized($0))\n" }.joined()
                if !notes.isEmpty { FileHandle.standardError.write(Data(notes.utf8)) }
            }
            return run.map
        } catch let error as IndexerError {
            throw VipermapFailure(.usageOrInput, error.description)
        }
    }

    /// Loads a map from a `map.json` file, a folder holding one, or (for a folder without one) by indexing it.
    static func load(path: String, options: IndexOptions) throws -> AppMap {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw VipermapFailure(.usageOrInput, "\(path) does not exist; pass a map.json, a folder holding one, or an app's source folder.")
        }
        let jsonURL: URL
        if isDirectory.boolValue {
            let candidate = URL(fileURLWithPath: path).appendingPathComponent("map.json")
            guard FileManager.default.fileExists(atPath: candidate.path) else {
                return try map(path: path, options: options)
            }
            jsonURL = candidate
        } else {
            jsonURL = URL(fileURLWithPath: path)
        }
        let data: Data
        do {
            data = try Data(contentsOf: jsonURL)
        } catch {
            throw VipermapFailure(.usageOrInput, "cannot read \(jsonURL.path): \(error.localizedDescription).")
        }
        do {
            return try AppMap.decode(jsonData: data, source: jsonURL.path)
        } catch let error as MapDecodingError {
            throw VipermapFailure(.usageOrInput, error.description)
        }
    }

    /// The layout cache of a run whose facts cache is `options.cacheFolder` (same folder, same build key); nil
    /// without a cache (`--no-cache`, or no default folder for the command).
    static func layoutCache(_ options: IndexOptions) -> LayoutCache? {
        options.cacheFolder.map { LayoutCache(folder: $0, toolVersion: options.toolVersion) }
    }

    /// Ends a run's drawing: keeps the layout cache within its size limit and prints what went wrong with it, with
    /// `counts` how many pictures were laid out and how many came from the cache, and a note when the layout
    /// workers could not be used (``workerNote(_:)``).
    static func finish(_ cache: LayoutCache?, quiet: Bool, counts: Bool = false) {
        cache?.prune()
        guard !quiet else { return }
        var lines: [String] = workerNote(Graphviz.layoutWorker).map { [$0] } ?? []
        if let cache {
            lines += cache.warnings.map { "vipermap: warning: \(InputWarnings.sanitized($0))" }
            if counts {
                let statistics = cache.statistics
                lines.append("vipermap: \(statistics.misses) \(statistics.misses == 1 ? "picture" : "pictures") laid out, \(statistics.hits) taken from the cache (\(InputWarnings.sanitized(cache.folder.path)))")
            }
        }
        if !lines.isEmpty { FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8)) }
    }

    /// What to tell the user when `worker` could not start a layout worker: the pictures are the same, but they were
    /// laid out one at a time in forked children, which is slower on a machine with several cores. Nil while workers
    /// work (or when none is set).
    static func workerNote(_ worker: LayoutWorker?) -> String? {
        guard let reason = worker?.fallbackReason else { return nil }
        return "vipermap: note: layouts ran one at a time in forked processes, because the layout worker could not be used (\(InputWarnings.sanitized(reason))); the pictures are the same, only slower to draw."
    }

    /// Writes one output file atomically.
    static func write(_ data: Data, to url: URL) throws {
        do {
            try OutputFile.write(data, to: url)
        } catch let error as OutputError {
            throw VipermapFailure(.output, error.description)
        }
    }

    /// Checks up front that `folder` can be created and written, so no work is wasted.
    static func prepareOutputFolder(_ folder: URL) throws {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw VipermapFailure(.output, "output \(folder.path) is a file, not a folder; choose a folder with --output.")
            }
        } else {
            do {
                try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw VipermapFailure(.output, "cannot create output folder \(folder.path): \(error.localizedDescription); choose another folder with --output.")
            }
        }
        guard fm.isWritableFile(atPath: folder.path) else {
            throw VipermapFailure(.output, "output folder \(folder.path) is not writable; choose another folder with --output.")
        }
    }
}
