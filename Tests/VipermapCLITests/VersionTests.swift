import Foundation
import Testing
import VipermapCLI

/// `vipermap --version` says which build this is; a plain build is `0.1.0-dev` (`make dist` builds a copy of the tree
/// with the release version: Scripts/dist.sh, Tests/dist). No output carries the version, so maps do not change
/// between builds.
@Suite struct VersionTests {
    @Test func plainBuildSaysDev() throws {
        let result = try VipermapProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0-dev\n")
        #expect(result.stderr.isEmpty)
        #expect(Vipermap.version == "0.1.0-dev")
    }

    @Test func subcommandsSayTheSameVersion() throws {
        for command in ["index", "render", "check", "diff"] {
            let result = try VipermapProcess.run([command, "--version"])
            #expect(result.status == 0, "\(command) --version")
            #expect(result.stdout == "0.1.0-dev\n", "\(command) --version")
        }
    }

    /// map.json, the DOT and the snapshot must be the same bytes whichever build wrote them: none may hold the version.
    @Test func outputsHoldNoVersion() throws {
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = VipermapProcess.packageRoot.appendingPathComponent("Samples/Pokedex").path
        let out = folder.appendingPathComponent("out")
        let result = try VipermapProcess.run([sample, "--output", out.path, "--no-cache", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["map.json", "map.dot", "map.svg", "index.html"] {
            let text = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.isEmpty, "\(name) is empty")
            #expect(!text.contains(Vipermap.version), "\(name) holds the version \(Vipermap.version)")
        }
    }
}
