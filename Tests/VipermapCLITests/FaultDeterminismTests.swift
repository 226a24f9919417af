import Foundation
import Testing
import VipermapModel
import VipermapSynth
import VipermapWriters
@testable import VipermapIndexer

/// Same input, byte-identical outputs: across runs, across thread counts and whatever order the file system
/// lists files in.
@Suite struct FaultDeterminismTests {
    static let compared = ["index.html", "map.dot", "map.json", "map.svg"]

    /// Writes the same synthetic app into `parent/App`, creating its files in `order`.
    static func writeApp(into parent: URL, reversed: Bool) throws -> URL {
        let staging = parent.appendingPathComponent("staging")
        _ = try SyntheticApp(.init(modules: 60, seed: 7)).write(to: staging)
        let root = parent.appendingPathComponent("App")
        var files: [String] = []
        let enumerator = try #require(FileManager.default.enumerator(atPath: staging.path))
        for case let path as String in enumerator {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: staging.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(path)
            }
        }
        files.sort()
        if reversed { files.reverse() }
        // Creating files (and their folders) in another order changes the order of directory entries on disk.
        for path in files {
            let target = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: staging.appendingPathComponent(path)).write(to: target)
        }
        try FileManager.default.removeItem(at: staging)
        return root
    }

    @Test func filesCreatedInAnotherOrderGiveIdenticalOutputs() throws {
        let first = try VipermapProcess.temporaryFolder("order-a"), second = try VipermapProcess.temporaryFolder("order-b")
        defer { try? FileManager.default.removeItem(at: first); try? FileManager.default.removeItem(at: second) }
        let a = try Self.writeApp(into: first, reversed: false), b = try Self.writeApp(into: second, reversed: true)
        let outA = first.appendingPathComponent("out"), outB = second.appendingPathComponent("out")
        #expect(try VipermapProcess.run([a.path, "--output", outA.path]).status == 0)
        #expect(try VipermapProcess.run([b.path, "--output", outB.path]).status == 0)
        for name in Self.compared {
            let left = try Data(contentsOf: outA.appendingPathComponent(name)), right = try Data(contentsOf: outB.appendingPathComponent(name))
            #expect(left == right, "\(name) depends on the order files were created in")
            #expect(!String(decoding: left, as: UTF8.self).contains(first.path), "\(name) holds an absolute path")
        }
    }

    /// Discovery order, reversed and shuffled before parsing, does not reach the map.
    @Test func discoveryOrderDoesNotReachTheMap() throws {
        let parent = try VipermapProcess.temporaryFolder("order")
        defer { try? FileManager.default.removeItem(at: parent) }
        let root = try Self.writeApp(into: parent, reversed: false)
        let discovery = try Indexer.discover(root: root, options: IndexOptions())
        func map(_ files: [FileDiscovery.Found]) -> Data {
            var linker = Linker(files: Indexer.extractFacts(files), projectFolders: discovery.projectFolders, rootName: "App")
            return MapJSONWriter.data(for: linker.link().normalized())
        }
        var generator = SeededGenerator(seed: 3)
        let reference = map(discovery.files)
        #expect(map(discovery.files.reversed()) == reference)
        #expect(map(discovery.files.shuffled(using: &generator)) == reference)
    }

    /// One thread (each file parsed in turn) and the parallel extractor give the same facts and the same map.
    @Test func oneThreadAndManyThreadsGiveTheSameFacts() throws {
        let parent = try VipermapProcess.temporaryFolder("threads")
        defer { try? FileManager.default.removeItem(at: parent) }
        let root = try Self.writeApp(into: parent, reversed: false)
        let files = try Indexer.discover(root: root, options: IndexOptions()).files
        let serial = try files.map { FactExtractor.facts(path: $0.relativePath, data: try Data(contentsOf: $0.url)) }
        for _ in 0..<3 {
            #expect(Indexer.extractFacts(files) == serial)
        }
    }

    /// The binary pinned to one CPU and unpinned writes the same bytes.
    @Test func pinnedToOneCPUGivesIdenticalOutputs() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset") else { return }
        let parent = try VipermapProcess.temporaryFolder("cpus")
        defer { try? FileManager.default.removeItem(at: parent) }
        let root = try Self.writeApp(into: parent, reversed: false)
        let one = parent.appendingPathComponent("one"), all = parent.appendingPathComponent("all")
        let pinned = Process()
        pinned.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
        pinned.arguments = ["-c", "0", VipermapProcess.binary.path, root.path, "--output", one.path]
        pinned.standardError = FileHandle.nullDevice
        try pinned.run()
        pinned.waitUntilExit()
        #expect(pinned.terminationStatus == 0)
        #expect(try VipermapProcess.run([root.path, "--output", all.path]).status == 0)
        for name in Self.compared {
            #expect(try Data(contentsOf: one.appendingPathComponent(name)) == Data(contentsOf: all.appendingPathComponent(name)), "\(name)")
        }
    }
}

