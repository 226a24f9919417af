import Foundation
import Testing
import VipermapSynth
import VipermapWriters

/// Bad input gets one clear line on stderr (what, where, what to do) and a documented exit code; no crash trace.
@Suite struct CLIErrorTests {
    @Test func missingPath() throws {
        let result = try VipermapProcess.run(["/nonexistent/app"])
        #expect(result.status == 2)
        #expect(result.stderr == "vipermap: /nonexistent/app does not exist; pass the folder that holds your app's Swift sources.\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func fileWhereAFolderIsExpected() throws {
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App.swift")
        try Data("class A {}".utf8).write(to: file)
        let result = try VipermapProcess.run(["index", file.path, "--output", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr == "vipermap: \(file.path) is a file, not a folder; pass the folder that holds your app's Swift sources.\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func folderWithoutSwiftFiles() throws {
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("# notes".utf8).write(to: folder.appendingPathComponent("README.md"))
        let result = try VipermapProcess.run([folder.path, "--output", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr == "vipermap: \(folder.path) holds no .swift or .storyboard files (after excludes); pass the folder that holds your app's Swift sources.\n")
    }

    @Test func outputThatCannotBeWritten() throws {
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("out")
        try Data("not a folder".utf8).write(to: blocker)
        let sample = VipermapProcess.packageRoot.appendingPathComponent("Samples/Pokedex").path
        let result = try VipermapProcess.run([sample, "--output", blocker.path])
        #expect(result.status == 3)
        #expect(result.stderr == "vipermap: output \(blocker.path) is a file, not a folder; choose a folder with --output.\n")
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "not a folder")
    }

    @Test func unknownOptionIsAUsageError() throws {
        let result = try VipermapProcess.run(["index", "--no-such-option", "x"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Unknown option '--no-such-option'"))
        #expect(result.stderr.contains("Usage: vipermap index"))
    }

    @Test func helpDocumentsEveryOption() throws {
        let result = try VipermapProcess.run(["map", "--help"])
        #expect(result.status == 0)
        for option in ["--output", "--source-url", "--exclude", "--follow-symlinks"] {
            #expect(result.stdout.contains(option), "help lacks \(option)")
        }
        let root = try VipermapProcess.run(["--help"])
        for subcommand in ["index", "render", "explore"] {
            #expect(root.stdout.contains(subcommand), "help lacks \(subcommand)")
        }
        #expect(root.stdout.contains("Exit codes: 0 success"))
    }

    /// A layout past --layout-timeout fails the render with exit 4 and names the option; no picture is written
    /// (a cheaper one drawn because the machine was slow would make the output depend on its speed).
    @Test func layoutPastItsTimeBudgetFailsWithExitCode4() throws {
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mapFile = folder.appendingPathComponent("map.json")
        try MapJSONWriter.data(for: SyntheticApp.map(modules: 150, seed: 1)).write(to: mapFile)
        let out = folder.appendingPathComponent("out")
        let result = try VipermapProcess.run(["render", mapFile.path, "--engine", "dot", "--layout-timeout", "0.001", "--format", "svg", "--output", out.path])
        #expect(result.status == 4)
        #expect(result.stderr == "vipermap: rendering failed: Graphviz's dot layout did not finish within 0.001 s (--layout-timeout) and was stopped; no other picture is drawn in its place, so the output never depends on the machine's speed. Raise --layout-timeout (0: no limit), pick a cheaper --engine (sfdp) or draw a smaller view (--collapse, --domain).\n")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("map.svg").path))
    }
}
