import Foundation
import Testing

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
}
