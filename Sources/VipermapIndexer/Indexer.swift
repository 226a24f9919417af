import Dispatch
import Foundation
import VipermapModel

/// Reads an app's sources and builds its raw ``AppMap`` (statuses and reachability come from `VipermapAnalysis`).
public enum Indexer {
    /// Indexes every `.swift` and `.storyboard` file under `root`.
    ///
    /// Throws ``IndexerError`` only when the whole run cannot start (no such folder, no sources); a file that
    /// cannot be read or parsed becomes a finding and the run goes on.
    public static func index(root: URL, options: IndexOptions = IndexOptions()) throws -> AppMap {
        let discovery = try discover(root: root, options: options)
        let facts = extractFacts(discovery.files)
        var linker = Linker(files: facts, projectFolders: discovery.projectFolders, rootName: root.standardizedFileURL.lastPathComponent)
        var map = linker.link()
        map.findings += discovery.problems.map { Finding(rule: $0.rule, message: $0.message) }
        map.findings += DuplicateModules.findings(in: map)
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

    /// Reads and parses the files in parallel; the result keeps the input order.
    static func extractFacts(_ files: [FileDiscovery.Found]) -> [FileFacts] {
        let results = UnsafeMutableBufferPointer<FileFacts?>.allocate(capacity: files.count)
        results.initialize(repeating: nil)
        // Deinitialize before deallocating: the slots own their facts (ASan/LSan found them leaked otherwise).
        defer { results.deinitialize(); results.deallocate() }
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let facts: FileFacts
            do {
                let data = try Data(contentsOf: file.url)
                facts = FactExtractor.facts(path: file.relativePath, data: data)
            } catch {
                var unreadable = FileFacts(path: file.relativePath)
                unreadable.problems.append(ProblemFact(
                    rule: "unreadableFile",
                    message: "\(file.relativePath) cannot be read (\(error.localizedDescription)); check its permissions.",
                    line: nil))
                facts = unreadable
            }
            // Each iteration writes its own slot: no two threads touch the same element.
            results[index] = facts
        }
        return results.map { $0! }
    }
}
