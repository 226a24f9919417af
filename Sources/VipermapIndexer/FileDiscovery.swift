import Foundation

/// Finds the files to index under a root, applying the default excludes and the user's globs.
struct FileDiscovery {
    /// A file to index and the project it belongs to.
    struct Found: Hashable, Sendable {
        /// Path relative to the root, `/`-separated.
        var relativePath: String
        var url: URL
    }

    struct Result {
        var files: [Found]
        /// Relative paths of folders that hold an `*.xcodeproj` (project boundaries), `""` for the root.
        var projectFolders: Set<String>
        /// Folders or links that could not be read.
        var problems: [ProblemFact]
    }

    /// Folder names skipped by default.
    static let excludedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", ".git", "Tests", "Mocks", "node_modules", ".swiftpm"]

    /// Files larger than this are skipped: hand-written screens are far smaller, and parsing tens of megabytes of
    /// generated code would dominate the run (minutes in a debug build) for no module.
    static let maximumFileSize: Int64 = 8 * 1_048_576

    let root: URL
    let excludes: [Glob]
    let followSymlinks: Bool

    init(root: URL, options: IndexOptions) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
        excludes = options.excludes.map(Glob.init)
        followSymlinks = options.followSymlinks
    }

    static func isExcludedFolder(_ name: String) -> Bool {
        excludedFolders.contains(name) || name.hasSuffix("Tests") || name.hasSuffix("UITests")
            || name.hasSuffix(".xctemplate") || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            || name.hasSuffix(".xcassets") || name.hasSuffix(".bundle") || name.contains("___")
    }

    static func isIndexedFile(_ name: String) -> Bool {
        (name.hasSuffix(".swift") || name.hasSuffix(".storyboard")) && !name.contains("___")
    }

    func discover() -> Result {
        var result = Result(files: [], projectFolders: [], problems: [])
        var visitedReal: Set<String> = [root.path]
        walk(root, relative: "", into: &result, visited: &visitedReal)
        result.files.sort { $0.relativePath < $1.relativePath }
        return result
    }

    private func excluded(_ relative: String) -> Bool {
        excludes.contains { $0.matches(relative) }
    }

    private func walk(_ folder: URL, relative: String, into result: inout Result, visited: inout Set<String>) {
        let fm = FileManager.default
        let names: [String]
        do {
            names = try fm.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            result.problems.append(ProblemFact(rule: "unreadableFolder", message: "\(relative.isEmpty ? "." : relative) cannot be listed (\(error.localizedDescription)); it was skipped.", line: nil))
            return
        }
        if names.contains(where: { $0.hasSuffix(".xcodeproj") }) {
            result.projectFolders.insert(relative)
        }
        for name in names {
            let childRelative = relative.isEmpty ? name : "\(relative)/\(name)"
            let url = folder.appendingPathComponent(name)
            var info = stat()
            guard lstat(url.path, &info) == 0 else { continue }
            var kind = info.st_mode & S_IFMT
            let isLink = kind == S_IFLNK
            var target = url
            if isLink {
                let resolved = url.resolvingSymlinksInPath()
                var targetInfo = stat()
                guard stat(resolved.path, &targetInfo) == 0 else {
                    if Self.isIndexedFile(name), !excluded(childRelative) {
                        result.problems.append(ProblemFact(rule: "danglingSymlink", message: "\(childRelative) is a symbolic link to a file that does not exist (or a link loop); it was skipped.", line: nil))
                    }
                    continue
                }
                let inside = resolved.path == root.path || resolved.path.hasPrefix(root.path + "/")
                // A link inside the root points at something indexed anyway; one outside only when asked.
                if inside { continue }
                kind = targetInfo.st_mode & S_IFMT
                if !followSymlinks {
                    // The target's path is not named: it is outside the project and would make map.json depend on the machine.
                    if (kind == S_IFDIR || Self.isIndexedFile(name)), !name.hasPrefix("."), !Self.isExcludedFolder(name), !excluded(childRelative) {
                        result.problems.append(ProblemFact(rule: "symlinkOutsideRoot", message: "\(childRelative) is a symbolic link to outside the scanned folder; it was not followed. Pass --follow-symlinks to index it.", line: nil))
                    }
                    continue
                }
                target = resolved
            }
            let isFolder = kind == S_IFDIR
            if !isFolder, kind != S_IFREG {
                // FIFOs, sockets and devices: reading one could block forever or never end.
                if Self.isIndexedFile(name), !excluded(childRelative) {
                    result.problems.append(ProblemFact(rule: "notARegularFile", message: "\(childRelative) is not a regular file (a pipe, socket or device); it was skipped.", line: nil))
                }
                continue
            }
            if isFolder {
                if name.hasPrefix(".") || Self.isExcludedFolder(name) || excluded(childRelative) { continue }
                let real = target.resolvingSymlinksInPath().path
                guard visited.insert(real).inserted else { continue }
                walk(target, relative: childRelative, into: &result, visited: &visited)
            } else if Self.isIndexedFile(name), !excluded(childRelative) {
                var size = stat()
                if stat(target.path, &size) == 0, Int64(size.st_size) > Self.maximumFileSize {
                    let megabytes = String(format: "%.1f", Double(size.st_size) / 1_048_576)
                    result.problems.append(ProblemFact(rule: "fileTooLarge", message: "\(childRelative) is \(megabytes) MB, over the \(Self.maximumFileSize / 1_048_576) MB limit for one file (generated code, not screens); it was skipped. Exclude it with --exclude to silence this.", line: nil))
                    continue
                }
                result.files.append(Found(relativePath: childRelative, url: target))
            }
        }
    }
}
