import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
/// What `opendir` returns (an opaque pointer on Glibc).
private typealias DirectoryHandle = OpaquePointer
#else
private typealias DirectoryHandle = UnsafeMutablePointer<DIR>
#endif

/// Finds the files to index under a root, applying the default excludes and the user's globs.
///
/// Walks with `opendir`/`readdir` and the entry types they report: a folder or a file that is not indexed costs
/// no `stat` at all, an indexed file one `fstatat` (for the size limit, and the ``FileStamp`` the facts cache
/// compares). Only entries of unknown type (some file systems do not report it) are `lstat`ed to learn it.
/// Paths are built as strings; `URL` only resolves symbolic links, which are rare.
struct FileDiscovery {
    /// A file to index and the project it belongs to.
    struct Found: Hashable, Sendable {
        /// Path relative to the root, `/`-separated.
        var relativePath: String
        /// Absolute path to read (inside a followed link's target when reached through one).
        var path: String
        /// The file's `stat` as discovery saw it; ``FileStamp/unknown`` when it could not be taken.
        var stamp: FileStamp

        var url: URL { URL(fileURLWithPath: path) }

        init(relativePath: String, path: String, stamp: FileStamp) {
            self.relativePath = relativePath
            self.path = path
            self.stamp = stamp
        }

        /// A file known by URL only (tests, tools): its stamp is unknown, so a cache always reads it.
        init(relativePath: String, url: URL) {
            self.init(relativePath: relativePath, path: url.path, stamp: .unknown)
        }
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
    /// `root.path`, and that plus `/` (for the inside-the-root test of link targets).
    private let rootPath: String
    private let rootPrefix: String
    let excludes: [Glob]
    let followSymlinks: Bool

    init(root: URL, options: IndexOptions) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
        rootPath = self.root.path
        rootPrefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        excludes = options.excludes.map(Glob.init)
        followSymlinks = options.followSymlinks
    }

    static func isExcludedFolder(_ name: String) -> Bool {
        excludedFolders.contains(name) || name.hasSuffix("Tests") || name.hasSuffix("UITests")
            || name.hasSuffix(".xctemplate") || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            || name.hasSuffix(".xcassets") || name.hasSuffix(".bundle") || isTemplateName(name)
    }

    static func isIndexedFile(_ name: String) -> Bool {
        (name.hasSuffix(".swift") || name.hasSuffix(".storyboard")) && !isTemplateName(name)
    }

    /// `name.contains("___")` (Xcode template placeholders), as Foundation answers it: whole characters, so an
    /// underscore carrying a combining mark does not count. Foundation's search cost more than the rest of the
    /// walk; three underscore bytes in a row are rare, and without them Foundation cannot find the string either.
    static func isTemplateName(_ name: String) -> Bool {
        var copy = name
        let underscores = copy.withUTF8 { bytes in
            var run = 0
            for byte in bytes {
                if byte == UInt8(ascii: "_") {
                    run += 1
                    if run == 3 { return true }
                } else {
                    run = 0
                }
            }
            return false
        }
        return underscores && name.contains("___")
    }

    func discover() -> Result {
        var result = Result(files: [], projectFolders: [], problems: [])
        var visitedReal: Set<String> = [rootPath]
        walk(rootPath, relative: "", into: &result, visited: &visitedReal)
        result.files.sort { $0.relativePath < $1.relativePath }
        return result
    }

    private func excluded(_ relative: String) -> Bool {
        excludes.contains { $0.matches(relative) }
    }

    /// `folder/name` without doubling the slash of `/`.
    private static func join(_ folder: String, _ name: String) -> String {
        folder.utf8.last == UInt8(ascii: "/") ? concatenate(folder, nil, name) : concatenate(folder, UInt8(ascii: "/"), name)
    }

    /// `head + separator + tail` in one allocation (`+` allocated twice per path, a third of the walk's cost).
    static func concatenate(_ head: String, _ separator: UInt8?, _ tail: String) -> String {
        var head = head, tail = tail
        return head.withUTF8 { first in
            tail.withUTF8 { second in
                let count = first.count + (separator == nil ? 0 : 1) + second.count
                return String(unsafeUninitializedCapacity: count) { buffer in
                    var index = buffer.initialize(fromContentsOf: first)
                    if let separator {
                        buffer[index] = separator
                        index += 1
                    }
                    index += UnsafeMutableBufferPointer(rebasing: buffer[index...]).initialize(fromContentsOf: second)
                    return index
                }
            }
        }
    }

    /// One directory entry: its name and the kind `readdir` reported (`DT_…`).
    private struct Entry {
        var name: String
        var type: UInt8
        /// False when the name's bytes are not UTF-8: `name` then shows them with replacement characters.
        var isUTF8 = true
    }

    /// The entries of `folder` sorted by name (as `String`s compare, so problems come in a stable order), or the
    /// `errno` of `opendir`.
    private static func list(_ folder: String) -> Swift.Result<(entries: [Entry], fd: DirectoryHandle), ListError> {
        guard let directory = opendir(folder) else { return .failure(ListError(code: errno)) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            let name: String? = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { chars in
                    // `.` and `..` are not entries.
                    if chars[0] == 0x2E, chars[1] == 0 || (chars[1] == 0x2E && chars[2] == 0) { return nil }
                    return String(validatingCString: chars) ?? ""
                }
            }
            guard let name else { continue }
            if name.isEmpty {
                // A name that is not UTF-8 cannot be a path map.json stores; the walk reports it (shown with
                // replacement characters) instead of reading it.
                let shown = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                    tuple.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { bytes in
                        String(decoding: UnsafeBufferPointer(start: bytes, count: strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))), as: UTF8.self)
                    }
                }
                entries.append(Entry(name: shown, type: type, isUTF8: false))
                continue
            }
            entries.append(Entry(name: name, type: type))
        }
        entries.sort { $0.name < $1.name }
        return .success((entries, directory))
    }

    private struct ListError: Error {
        var code: Int32
    }

    /// The reason a folder cannot be listed, worded as Foundation words it (the text users already know).
    private static func listingProblem(_ folder: String, code: Int32) -> String {
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: folder)
            return String(cString: strerror(code))
        } catch {
            return error.localizedDescription
        }
    }

    /// `folder` is a real path (no link in it): the root, a link's resolved target, or a folder below one.
    private func walk(_ folder: String, relative: String, into result: inout Result, visited: inout Set<String>) {
        let entries: [Entry]
        let directory: DirectoryHandle
        switch Self.list(folder) {
        case let .success(listed):
            entries = listed.entries
            directory = listed.fd
        case let .failure(failure):
            // A sub-folder that cannot even be stat'ed (a parent without search permission) was always skipped
            // silently; one that exists but cannot be listed is a finding.
            var info = stat()
            if !relative.isEmpty, lstat(folder, &info) != 0 { return }
            result.problems.append(ProblemFact(rule: "unreadableFolder", message: "\(relative.isEmpty ? "." : relative) cannot be listed (\(Self.listingProblem(folder, code: failure.code))); it was skipped.", line: nil))
            return
        }
        defer { closedir(directory) }
        let fd = dirfd(directory)
        if entries.contains(where: { $0.name.hasSuffix(".xcodeproj") }) {
            result.projectFolders.insert(relative)
        }
        for entry in entries {
            let name = entry.name
            if !entry.isUTF8 {
                // Folders (by readdir's type, or unknown) and files that would be indexed are reported; the rest
                // (images, other languages) would be skipped anyway.
                let looksIndexed = entry.type == UInt8(DT_DIR) || entry.type == UInt8(DT_UNKNOWN) || entry.type == UInt8(DT_LNK)
                    || Self.isIndexedFile(name)
                if looksIndexed, !name.hasPrefix(".") {
                    let shown = relative.isEmpty ? name : "\(relative)/\(name)"
                    result.problems.append(ProblemFact(rule: "nonUTF8Name", message: "\(shown) has a name that is not valid UTF-8 (shown with \u{FFFD}); it was skipped. Rename it to index it.", line: nil))
                }
                continue
            }
            var kind: mode_t
            var info = stat()
            var haveInfo = false
            switch Int32(entry.type) {
            case Int32(DT_DIR): kind = S_IFDIR
            case Int32(DT_REG): kind = S_IFREG
            case Int32(DT_LNK): kind = S_IFLNK
            case Int32(DT_FIFO): kind = S_IFIFO
            case Int32(DT_SOCK): kind = S_IFSOCK
            case Int32(DT_CHR): kind = S_IFCHR
            case Int32(DT_BLK): kind = S_IFBLK
            default:
                guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                kind = info.st_mode & S_IFMT
                haveInfo = true
            }
            // Most entries (images, plists, sources of other languages) stop here, before any path is built.
            let isFolderEntry = kind == S_IFDIR
            if kind == S_IFREG, !Self.isIndexedFile(name) { continue }
            if isFolderEntry, name.hasPrefix(".") || Self.isExcludedFolder(name) { continue }
            let childRelative = relative.isEmpty ? name : Self.concatenate(relative, UInt8(ascii: "/"), name)
            var target = Self.join(folder, name)
            let isLink = kind == S_IFLNK
            if isLink {
                let resolved = URL(fileURLWithPath: target).resolvingSymlinksInPath().path
                var targetInfo = stat()
                guard stat(resolved, &targetInfo) == 0 else {
                    if Self.isIndexedFile(name), !excluded(childRelative) {
                        result.problems.append(ProblemFact(rule: "danglingSymlink", message: "\(childRelative) is a symbolic link to a file that does not exist (or a link loop); it was skipped.", line: nil))
                    }
                    continue
                }
                let inside = resolved == rootPath || resolved.hasPrefix(rootPrefix)
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
                info = targetInfo
                haveInfo = true
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
                // Below a real folder, a folder that is not a link is its own real path.
                let real = isLink ? URL(fileURLWithPath: target).resolvingSymlinksInPath().path : target
                guard visited.insert(real).inserted else { continue }
                walk(target, relative: childRelative, into: &result, visited: &visited)
            } else if Self.isIndexedFile(name), !excluded(childRelative) {
                if !haveInfo {
                    haveInfo = fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0
                }
                if haveInfo, Int64(info.st_size) > Self.maximumFileSize {
                    let megabytes = String(format: "%.1f", Double(info.st_size) / 1_048_576)
                    result.problems.append(ProblemFact(rule: "fileTooLarge", message: "\(childRelative) is \(megabytes) MB, over the \(Self.maximumFileSize / 1_048_576) MB limit for one file (generated code, not screens); it was skipped. Exclude it with --exclude to silence this.", line: nil))
                    continue
                }
                // A file that cannot be stat'ed is still listed: reading it gives the `unreadableFile` finding.
                result.files.append(Found(relativePath: childRelative, path: target, stamp: haveInfo ? FileStamp(info) : .unknown))
            }
        }
    }
}
