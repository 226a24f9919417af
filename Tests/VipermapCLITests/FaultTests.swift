import Foundation
import Testing
import VipermapModel
import VipermapSynth

/// A run killed at any moment never leaves a half-written file under an output's final name: each output is
/// either the previous run's bytes or the new run's complete bytes.
@Suite(.serialized) struct FaultTests {
    static let outputs = ["index.html", "map.dot", "map.json", "map.png", "map.svg"]

    /// Every writer goes through `OutputFile.write` (temporary file + rename). This reads the CLI sources so
    /// that a new command writing with `Data.write(to:)` or `FileManager.createFile` fails here.
    @Test func everyCLIWriterUsesTheAtomicWriter() throws {
        let folder = VipermapProcess.packageRoot.appendingPathComponent("Sources/VipermapCLI")
        var offenders: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                if code.contains(".write(to:") || code.contains("createFile(") || code.contains("FileHandle(forWritingAtPath") {
                    offenders.append("\(name):\(number + 1): \(code)")
                }
            }
        }
        #expect(offenders.isEmpty, "write outputs with Pipeline.write (OutputFile.write): \(offenders)")
    }

    @Test func killedRunLeavesEachOutputWholeOldOrWholeNew() throws {
        let scratch = try VipermapProcess.temporaryFolder("fault")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let before = scratch.appendingPathComponent("before"), after = scratch.appendingPathComponent("after")
        _ = try SyntheticApp(.init(modules: 40, seed: 1)).write(to: before)
        _ = try SyntheticApp(.init(modules: 400, seed: 2)).write(to: after)

        // The complete new outputs, and how long a full run takes.
        let reference = scratch.appendingPathComponent("reference")
        let started = Date()
        // --png: map.png is written whatever its size (by default not when too big to read), so it is checked too.
        #expect(try VipermapProcess.run([after.path, "--output", reference.path, "--png"]).status == 0)
        let duration = Date().timeIntervalSince(started)
        let new = try Self.read(reference)

        // Kills at fractions of a full run hit arbitrary moments (indexing, layout, writing). Their timing follows the
        // machine's load, so one more kill is aimed: as soon as the new map.json has been renamed into place (the
        // first output written), while the pictures and the explorer are still being drawn.
        var mixedAtAimedKill = false
        for moment in [KillMoment.fraction(0.3), .fraction(0.5), .fraction(0.7), .fraction(0.9), .afterFirstRename] {
            let out = scratch.appendingPathComponent("out-\(moment)")
            #expect(try VipermapProcess.run([before.path, "--output", out.path, "--png"]).status == 0)
            let old = try Self.read(out)
            #expect(old != new)

            let process = Process()
            process.executableURL = VipermapProcess.binary
            process.arguments = [after.path, "--output", out.path, "--png"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            switch moment {
            case .fraction(let fraction):
                Thread.sleep(forTimeInterval: duration * fraction)
            case .afterFirstRename:
                let mapJSON = out.appendingPathComponent("map.json")
                let deadline = Date().addingTimeInterval(max(60, duration * 10))
                while (try? Data(contentsOf: mapJSON)) != new["map.json"], process.isRunning, Date() < deadline {
                    Thread.sleep(forTimeInterval: 0.002)
                }
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let now = try Self.read(out)
            for name in Self.outputs {
                let bytes = try #require(now[name], "\(name) vanished after a kill at \(moment)")
                #expect(bytes == old[name] || bytes == new[name], "\(name) is partial after a kill at \(moment)")
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
            #expect(names.filter { !$0.hasPrefix(".") }.sorted() == Self.outputs, "no stray files under other names")
            #expect(names.filter { $0.hasPrefix(".") }.allSatisfy { $0.hasSuffix(".tmp") }, "leftovers are only hidden temporary files: \(names)")
            if case .afterFirstRename = moment {
                mixedAtAimedKill = now["map.json"] == new["map.json"] && now["index.html"] == old["index.html"]
            }
        }
        // The aimed kill landed between the first and the last rename, i.e. in the middle of writing.
        #expect(mixedAtAimedKill, "the kill after map.json was renamed did not land mid-write (a run takes \(duration) s)")
    }

    enum KillMoment: CustomStringConvertible {
        case fraction(Double)
        case afterFirstRename
        var description: String {
            switch self {
            case .fraction(let fraction): return "\(fraction)"
            case .afterFirstRename: return "first-rename"
            }
        }
    }

    static func read(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in outputs {
            files[name] = try? Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }
}
