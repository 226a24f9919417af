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
            var isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            let isLink = (info.st_mode & S_IFMT) == S_IFLNK
            var target = url
            if isLink {
                let resolved = url.resolvingSymlinksInPath()
                var targetInfo = stat()
                guard stat(resolved.path, &targetInfo) == 0 else { continue }
                let inside = resolved.path == root.path || resolved.path.hasPrefix(root.path + "/")
                // A link inside the root points at something indexed anyway; one outside only when asked.
                if inside || !followSymlinks { continue }
                isFolder = (targetInfo.st_mode & S_IFMT) == S_IFDIR
                target = resolved
            }
            if isFolder {
                if name.hasPrefix(".") || Self.isExcludedFolder(name) || excluded(childRelative) { continue }
                let real = target.resolvingSymlinksInPath().path
                guard visited.insert(real).inserted else { continue }
                walk(target, relative: childRelative, into: &result, visited: &visited)
            } else if Self.isIndexedFile(name), !excluded(childRelative) {
                result.files.append(Found(relativePath: childRelative, url: target))
            }
        }
    }
}
