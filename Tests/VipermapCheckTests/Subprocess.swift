import Foundation

/// Runs a program and captures its exit code and output.
struct Subprocess {
    var status: Int32
    var stdout: String
    var stderr: String

    static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil, input: Data? = nil) throws -> Subprocess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(input) }
        try? inPipe.fileHandleForWriting.close()
        // Drain stderr concurrently so neither pipe can fill up and block the child.
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Subprocess(status: process.terminationStatus,
                          stdout: String(decoding: outData, as: UTF8.self),
                          stderr: String(decoding: errBox.data, as: UTF8.self))
    }

    /// Runs a command found in PATH.
    static func env(_ arguments: [String], in folder: URL? = nil) throws -> Subprocess {
        try run("/usr/bin/env", arguments, in: folder)
    }

    private final class Box: @unchecked Sendable { var data = Data() }
}
