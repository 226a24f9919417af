import Foundation

/// A revision of a git repository copied into a temporary folder with `git archive`, so it can be indexed
/// without touching the user's work tree, index or branches.
public struct GitRevision {
    /// The folder holding the revision's files (the part of the tree under the repository folder given).
    public let folder: URL
    let temporaryRoot: URL

    /// Extracts `revision` of the repository that holds `repository` (a folder inside a work tree).
    /// Only the subtree under `repository` is extracted, so paths match those of indexing that folder.
    public static func extract(_ revision: String, repository: URL) throws -> GitRevision {
        // A revision starting with '-' would be read as an option by git.
        guard !revision.isEmpty, !revision.hasPrefix("-") else {
            throw GitError.badRevision(revision: revision, detail: "not a revision name")
        }
        let repo = repository.standardizedFileURL
        _ = try run(["git", "-C", repo.path, "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"],
                    failure: { _ in GitError.badRevision(revision: revision, detail: "no such commit in \(repo.path)") })
        let prefix = try run(["git", "-C", repo.path, "rev-parse", "--show-prefix"],
                             failure: { GitError.notARepository(path: repo.path, detail: $0) })
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // git archive run inside a subfolder only archives that subfolder's paths; from the top level,
        // `REV:prefix` names exactly the subtree.
        let top = try run(["git", "-C", repo.path, "rev-parse", "--show-toplevel"],
                          failure: { GitError.notARepository(path: repo.path, detail: $0) })
            .trimmingCharacters(in: .whitespacesAndNewlines)

        let temporaryRoot = FileManager.default.temporaryDirectory
            .appendingPathComponent("vipermap-git-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let folder = temporaryRoot.appendingPathComponent("tree")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw GitError.commandFailed(command: "mkdir \(folder.path)", detail: error.localizedDescription)
        }
        let tarball = temporaryRoot.appendingPathComponent("tree.tar")
        do {
            // `REV:prefix` names the subtree, so archived paths are relative to the folder being indexed.
            _ = try run(["git", "-C", top, "archive", "--format=tar", "-o", tarball.path, "\(revision):\(prefix)"],
                        failure: { GitError.commandFailed(command: "git archive \(revision)", detail: $0) })
            _ = try run(["tar", "-x", "-f", tarball.path, "-C", folder.path],
                        failure: { GitError.commandFailed(command: "tar -x", detail: $0) })
        } catch {
            try? FileManager.default.removeItem(at: temporaryRoot)
            throw error
        }
        return GitRevision(folder: folder, temporaryRoot: temporaryRoot)
    }

    /// Deletes the temporary copy.
    public func remove() {
        try? FileManager.default.removeItem(at: temporaryRoot)
    }

    /// Runs a command found in PATH; returns its standard output or throws what `failure` makes of its stderr.
    static func run(_ arguments: [String], failure: (String) -> GitError) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw GitError.commandFailed(command: arguments.joined(separator: " "), detail: error.localizedDescription)
        }
        // Read both pipes to the end before waiting, so a chatty command cannot fill a pipe and block.
        let errData = ReadBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw failure(String(decoding: errData.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return String(decoding: outData, as: UTF8.self)
    }

    private final class ReadBox: @unchecked Sendable { var data = Data() }
}

/// A git revision that cannot be indexed.
public enum GitError: Error, Equatable, CustomStringConvertible {
    case badRevision(revision: String, detail: String)
    case notARepository(path: String, detail: String)
    case commandFailed(command: String, detail: String)

    public var description: String {
        switch self {
        case let .badRevision(revision, detail):
            return "git revision '\(revision)' cannot be used: \(detail); pass a branch, tag or commit (see `git log`)."
        case let .notARepository(path, detail):
            return "\(path) is not inside a git work tree (\(detail)); run vipermap diff --git from the repository or pass --repo."
        case let .commandFailed(command, detail):
            return "\(command) failed: \(detail)."
        }
    }
}
