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
