import Foundation
import Testing
import VipermapModel

@Suite struct OutputFileTests {
    @Test func writesAndReplacesWithoutLeavingTemporaryFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sub/map.json")
        try OutputFile.write(Data("one".utf8), to: file)
        try OutputFile.write(Data("two".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["map.json"])
    }

    @Test func unwritableFolderIsATypedError() throws {
        guard getuid() != 0 else { return try writeIntoAFileFails() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ro-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        chmod(folder.path, 0o500)
        #expect(throws: OutputError.self) { try OutputFile.write(Data(), to: folder.appendingPathComponent("x")) }
    }

    /// Root can write anywhere, so the unwritable case is a path under a regular file.
    func writeIntoAFileFails() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: OutputError.self) { try OutputFile.write(Data(), to: file.appendingPathComponent("map.json")) }
    }
}

extension OutputFileTests {
    static func inode(_ url: URL) throws -> (inode: Int, modified: Date) {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (try #require(attributes[.systemFileNumber] as? Int), try #require(attributes[.modificationDate] as? Date))
    }

    /// An output that already holds the bytes is left alone (same inode, same modification time); any other
    /// bytes, even of the same length, replace it through a new file.
    @Test func identicalBytesLeaveTheFileAsItIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-same-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("map.json")
        // Larger than one piece of the comparison, with the difference in the last byte.
        var bytes = Data((0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try OutputFile.write(bytes, to: file)
        let first = try Self.inode(file)
        try OutputFile.write(bytes, to: file)
        #expect(try Self.inode(file) == first)
        bytes[bytes.count - 1] ^= 1
        try OutputFile.write(bytes, to: file)
        #expect(try Self.inode(file).inode != first.inode)
        #expect(try Data(contentsOf: file) == bytes)
        // A prefix of the file is not the file.
        let shorter = bytes.prefix(bytes.count - 1)
        try OutputFile.write(shorter, to: file)
        #expect(try Data(contentsOf: file) == shorter)
        // Caches skip the comparison: written through a new file even when identical.
        let before = try Self.inode(file)
        try OutputFile.write(shorter, to: file, keepingIdentical: false)
        #expect(try Self.inode(file).inode != before.inode)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["map.json"])
    }

    /// A link at the output's place is replaced by the file, as before, even when its target holds the bytes.
    @Test func aLinkWithTheSameBytesIsReplacedByAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-link-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("target.json"), file = folder.appendingPathComponent("map.json")
        try Data("same".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)
        try OutputFile.write(Data("same".utf8), to: file)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOf: target, encoding: .utf8) == "same")
    }
}
