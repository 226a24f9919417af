import Foundation

/// Runs the built `vipermap` binary as a user would, capturing its exit code and output.
struct VipermapProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `vipermap` executable next to the test bundle (`swift build --build-tests` builds both).
    static var binary: URL {
        if let override = ProcessInfo.processInfo.environment["VIPERMAP_BIN"] {
            return URL(fileURLWithPath: override)
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("vipermap")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/vipermap")
    }

    /// Runs `vipermap arguments…` in `directory`, with `environment` replacing the inherited one when given.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if var environment {
            // Sanitizer settings (suppressions, leak detection) must reach the child even when a test replaces
            // the environment, or `make test-asan` reports system libraries' leaks as vipermap's.
            for (key, value) in ProcessInfo.processInfo.environment where key.hasSuffix("SAN_OPTIONS") {
                environment[key] = environment[key] ?? value
            }
            process.environment = environment
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a full pipe cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A new empty folder under the temporary directory.
    static func temporaryFolder(_ name: String = "vipermap") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
