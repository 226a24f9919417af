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
        /// The file's `stat` as discovery saw it; ``FileStamp/unknown`` when it could not be taken.
        var stamp: FileStamp
        /// The absolute path, or (`folder` true) the absolute path of the folder the relative path starts from:
        /// a warm run reads few files, so most absolute paths are never built.
        private var location: String
        private var isFolder: Bool

        /// Absolute path to read (inside a followed link's target when reached through one).
        var path: String {
            get { isFolder ? FileDiscovery.concatenate(location, nil, relativePath) : location }
            set {
                location = newValue
                isFolder = false
            }
        }

        var url: URL { URL(fileURLWithPath: path) }

        init(relativePath: String, path: String, stamp: FileStamp) {
            self.relativePath = relativePath
            self.stamp = stamp
            location = path
            isFolder = false
        }

        /// A file at `rootPrefix + relativePath` (`rootPrefix` ends with `/`).
        init(relativePath: String, rootPrefix: String, stamp: FileStamp) {
            self.relativePath = relativePath
            self.stamp = stamp
            location = rootPrefix
            isFolder = true
        }

        static func == (left: Found, right: Found) -> Bool {
            left.relativePath == right.relativePath && left.stamp == right.stamp && left.path == right.path
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(relativePath)
            hasher.combine(path)
            hasher.combine(stamp)
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
    /// Threads that list folders at once.
    let jobs: Int

    init(root: URL, options: IndexOptions) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
        rootPath = self.root.path
        rootPrefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        excludes = options.excludes.map(Glob.init)
        followSymlinks = options.followSymlinks
        jobs = options.effectiveJobs
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
        return copy.withUTF8 { hasThreeUnderscores($0) } && name.contains("___")
    }

    private static func hasThreeUnderscores(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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

    func discover() -> Result {
        var result = Result(files: [], projectFolders: [], problems: [])
        if followSymlinks || jobs < 2 {
            // Following links, the first path that reaches a folder walks it: that needs the one-thread order.
            var visited: Set<String>? = followSymlinks ? [rootPath] : nil
            walk(rootPath, relative: "", rootBased: true, into: &result, visited: &visited)
        } else {
            walkInParallel(into: &result)
        }
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
    /// Appending to reserved storage copies bytes that are already valid UTF-8 without checking them again.
    static func concatenate(_ head: String, _ separator: UInt8?, _ tail: String) -> String {
        var head = head, tail = tail
        return head.withUTF8 { first in
            tail.withUTF8 { second in
                let count = first.count + (separator == nil ? 0 : 1) + second.count
                // Built in scratch memory, then made a string by `String(decoding:)`, whose ASCII path copies
                // without the validation `String(unsafeUninitializedCapacity:)` always runs.
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
                    var index = buffer.initialize(fromContentsOf: first)
                    if let separator {
                        buffer[index] = separator
                        index += 1
                    }
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[index...]).initialize(fromContentsOf: second)
                    return String(decoding: UnsafeBufferPointer(buffer), as: UTF8.self)
                }
            }
        }
    }

    /// One directory entry: its name, the kind `readdir` reported (`DT_…`) and what its name says about it,
    /// worked out once from its bytes.
    private struct Entry {
        var name: String
        var type: UInt8
        /// False when the name's bytes are not UTF-8: `name` then shows them with replacement characters.
        var isUTF8 = true
        /// ``FileDiscovery/isIndexedFile(_:)``.
        var isIndexedName: Bool
        /// A hidden name or ``FileDiscovery/isExcludedFolder(_:)``.
        var isExcludedFolderName: Bool
    }

    /// What one folder holds for the walk: its files, and in walk order the problems it found and the
    /// sub-folders to walk (whose own problems come at their place).
    private struct Scan {
        enum Item {
            case problem(ProblemFact)
            /// A folder to walk; `real` is its path with links resolved (for the visited set); `rootBased` when
            /// its path is the root's followed by its relative path (no link on the way).
            case folder(path: String, relative: String, real: String, rootBased: Bool)
        }

        var items: [Item] = []
        var files: [Found] = []
        var isProject = false
    }

    /// `bytes` ends with `suffix` (ASCII).
    private static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        return memcmp(bytes.baseAddress! + (bytes.count - count), suffix.utf8Start, count) == 0
    }

    /// ``isIndexedFile(_:)`` for an ASCII name, from its bytes (ASCII characters are single bytes, so suffixes
    /// compare the same either way).
    private static func isIndexedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        (hasSuffix(bytes, ".swift") || hasSuffix(bytes, ".storyboard")) && !hasThreeUnderscores(bytes)
    }

    /// A hidden name or ``isExcludedFolder(_:)``, for an ASCII name (the set lookup needs the string).
    private static func isExcludedFolderASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ name: @autoclosure () -> String) -> Bool {
        bytes.first == UInt8(ascii: ".") || hasSuffix(bytes, "Tests") || hasSuffix(bytes, ".xctemplate")
            || hasSuffix(bytes, ".xcodeproj") || hasSuffix(bytes, ".xcworkspace") || hasSuffix(bytes, ".xcassets")
            || hasSuffix(bytes, ".bundle") || hasThreeUnderscores(bytes) || excludedFolders.contains(name())
    }

    /// The entries of `folder` sorted by name (as `String`s compare, so problems come in a stable order), whether
    /// one is an `*.xcodeproj`, or the `errno` of `opendir`. Regular files that are not indexed are left out
    /// before their name becomes a string.
    private static func list(_ folder: String) -> Swift.Result<(entries: [Entry], isProject: Bool, fd: DirectoryHandle), ListError> {
        guard let directory = opendir(folder) else { return .failure(ListError(code: errno)) }
        var entries: [Entry] = []
        var isProject = false
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            let kept: Entry? = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { start -> Entry? in
                    // `.` and `..` are not entries.
                    if start[0] == 0x2E, start[1] == 0 || (start[1] == 0x2E && start[2] == 0) { return nil }
                    let bytes = UnsafeBufferPointer(start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)))
                    if bytes.allSatisfy({ $0 < 0x80 }) {
                        if hasSuffix(bytes, ".xcodeproj") { isProject = true }
                        let indexed = isIndexedASCII(bytes)
                        if type == UInt8(DT_REG), !indexed { return nil }
                        let name = String(decoding: bytes, as: UTF8.self)
                        return Entry(name: name, type: type, isIndexedName: indexed,
                                     isExcludedFolderName: type == UInt8(DT_REG) ? false : isExcludedFolderASCII(bytes, name))
                    }
                    if let name = String(validating: bytes, as: UTF8.self) {
                        if name.hasSuffix(".xcodeproj") { isProject = true }
                        return Entry(name: name, type: type, isIndexedName: isIndexedFile(name),
                                     isExcludedFolderName: name.hasPrefix(".") || isExcludedFolder(name))
                    }
                    // A name that is not UTF-8 cannot be a path map.json stores; the walk reports it (shown with
                    // replacement characters) instead of reading it.
                    let shown = String(decoding: bytes, as: UTF8.self)
                    if shown.hasSuffix(".xcodeproj") { isProject = true }
                    return Entry(name: shown, type: type, isUTF8: false, isIndexedName: isIndexedFile(shown),
                                 isExcludedFolderName: shown.hasPrefix(".") || isExcludedFolder(shown))
                }
            }
            if let kept { entries.append(kept) }
        }
        entries.sort { $0.name < $1.name }
        return .success((entries, isProject, directory))
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

    /// Walks `folder` and everything below it on this thread, depth first.
    private func walk(_ folder: String, relative: String, rootBased: Bool, into result: inout Result, visited: inout Set<String>?) {
        let scan = scan(folder, relative: relative, rootBased: rootBased)
        result.files += scan.files
        if scan.isProject { result.projectFolders.insert(relative) }
        for item in scan.items {
            switch item {
            case let .problem(problem):
                result.problems.append(problem)
            case let .folder(path, childRelative, real, childRootBased):
                if visited != nil {
                    guard visited!.insert(real).inserted else { continue }
                }
                walk(path, relative: childRelative, rootBased: childRootBased, into: &result, visited: &visited)
            }
        }
    }

    /// One folder of a parallel walk: its scan, and a node per sub-folder it lists, in order.
    private final class Node: @unchecked Sendable {
        let path: String
        let relative: String
        /// Set by the thread that scans this folder, read once every thread is done.
        var scan = Scan()
        var children: [Node] = []

        init(path: String, relative: String) {
            self.path = path
            self.relative = relative
        }
    }

    /// Folders waiting to be scanned, and how many are not finished yet.
    private final class WorkList: @unchecked Sendable {
        let condition = NSCondition()
        var waiting: [Node]
        var unfinished: Int

        init(_ root: Node) {
            waiting = [root]
            unfinished = 1
        }

        /// The next folder to scan; nil once every folder is scanned.
        func next() -> Node? {
            condition.lock()
            defer { condition.unlock() }
            while waiting.isEmpty {
                if unfinished == 0 { return nil }
                condition.wait()
            }
            return waiting.removeLast()
        }

        /// `node` is scanned; its children wait their turn.
        func finished(_ node: Node) {
            condition.lock()
            waiting.append(contentsOf: node.children.reversed())
            unfinished += node.children.count - 1
            if unfinished == 0 || !node.children.isEmpty { condition.broadcast() }
            condition.unlock()
        }
    }

    /// Scans folders on ``jobs`` threads, then puts their results together in the order of the one-thread
    /// walk (without links followed, every folder is reached by exactly one path, so there is no visited set).
    private func walkInParallel(into result: inout Result) {
        let root = Node(path: rootPath, relative: "")
        let work = WorkList(root)
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let node = work.next() {
                // Without links followed, every folder is below the root by its relative path.
                node.scan = scan(node.path, relative: node.relative, rootBased: true)
                for item in node.scan.items {
                    if case let .folder(path, relative, _, _) = item {
                        node.children.append(Node(path: path, relative: relative))
                    }
                }
                work.finished(node)
            }
        }
        func gather(_ node: Node) {
            result.files += node.scan.files
            if node.scan.isProject { result.projectFolders.insert(node.relative) }
            var children = node.children.makeIterator()
            for item in node.scan.items {
                switch item {
                case let .problem(problem):
                    result.problems.append(problem)
                case .folder:
                    gather(children.next()!)
                }
            }
        }
        gather(root)
    }

    /// What `folder` holds. `folder` is a real path (no link in it): the root, a link's resolved target, or a
    /// folder below one.
    private func scan(_ folder: String, relative: String, rootBased: Bool) -> Scan {
        var result = Scan()
        let entries: [Entry]
        let directory: DirectoryHandle
        switch Self.list(folder) {
        case let .success(listed):
            entries = listed.entries
            directory = listed.fd
            result.isProject = listed.isProject
        case let .failure(failure):
            // A sub-folder that cannot even be stat'ed (a parent without search permission) was always skipped
            // silently; one that exists but cannot be listed is a finding.
            var info = stat()
            if !relative.isEmpty, lstat(folder, &info) != 0 { return result }
            result.items.append(.problem(ProblemFact(rule: "unreadableFolder", message: "\(relative.isEmpty ? "." : relative) cannot be listed (\(Self.listingProblem(folder, code: failure.code))); it was skipped.", line: nil)))
            return result
        }
        defer { closedir(directory) }
        let fd = dirfd(directory)
        for entry in entries {
            let name = entry.name
            if !entry.isUTF8 {
                // Folders (by readdir's type, or unknown) and files that would be indexed are reported; the rest
                // (images, other languages) would be skipped anyway.
                let looksIndexed = entry.type == UInt8(DT_DIR) || entry.type == UInt8(DT_UNKNOWN) || entry.type == UInt8(DT_LNK)
                    || entry.isIndexedName
                if looksIndexed, !name.hasPrefix(".") {
                    let shown = relative.isEmpty ? name : "\(relative)/\(name)"
                    result.items.append(.problem(ProblemFact(rule: "nonUTF8Name", message: "\(shown) has a name that is not valid UTF-8 (shown with \u{FFFD}); it was skipped. Rename it to index it.", line: nil)))
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
                guard name.withCString({ fstatat(fd, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else { continue }
                kind = info.st_mode & S_IFMT
                haveInfo = true
            }
            // Most entries (images, plists, sources of other languages) stop here, before any path is built.
            let isFolderEntry = kind == S_IFDIR
            if kind == S_IFREG, !entry.isIndexedName { continue }
            if isFolderEntry, entry.isExcludedFolderName { continue }
            let childRelative = relative.isEmpty ? name : Self.concatenate(relative, UInt8(ascii: "/"), name)
            let isLink = kind == S_IFLNK
            // Files need no absolute path until they are read; one not behind a link is `rootPrefix + childRelative`.
            var target = isLink || kind != S_IFREG || !rootBased ? Self.join(folder, name) : ""
            if isLink {
                let resolved = URL(fileURLWithPath: target).resolvingSymlinksInPath().path
                var targetInfo = stat()
                guard stat(resolved, &targetInfo) == 0 else {
                    if entry.isIndexedName, !excluded(childRelative) {
                        result.items.append(.problem(ProblemFact(rule: "danglingSymlink", message: "\(childRelative) is a symbolic link to a file that does not exist (or a link loop); it was skipped.", line: nil)))
                    }
                    continue
                }
                let inside = resolved == rootPath || resolved.hasPrefix(rootPrefix)
                // A link inside the root points at something indexed anyway; one outside only when asked.
                if inside { continue }
                kind = targetInfo.st_mode & S_IFMT
                if !followSymlinks {
                    // The target's path is not named: it is outside the project and would make map.json depend on the machine.
                    if (kind == S_IFDIR || entry.isIndexedName), !entry.isExcludedFolderName, !excluded(childRelative) {
                        result.items.append(.problem(ProblemFact(rule: "symlinkOutsideRoot", message: "\(childRelative) is a symbolic link to outside the scanned folder; it was not followed. Pass --follow-symlinks to index it.", line: nil)))
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
                if entry.isIndexedName, !excluded(childRelative) {
                    result.items.append(.problem(ProblemFact(rule: "notARegularFile", message: "\(childRelative) is not a regular file (a pipe, socket or device); it was skipped.", line: nil)))
                }
                continue
            }
            if isFolder {
                if entry.isExcludedFolderName || excluded(childRelative) { continue }
                // Below a real folder, a folder that is not a link is its own real path.
                let real = isLink ? URL(fileURLWithPath: target).resolvingSymlinksInPath().path : target
                result.items.append(.folder(path: target, relative: childRelative, real: real, rootBased: rootBased && !isLink))
            } else if entry.isIndexedName, !excluded(childRelative) {
                if !haveInfo {
                    haveInfo = name.withCString { fstatat(fd, $0, &info, AT_SYMLINK_NOFOLLOW) } == 0
                }
                if haveInfo, Int64(info.st_size) > Self.maximumFileSize {
                    let megabytes = String(format: "%.1f", Double(info.st_size) / 1_048_576)
                    result.items.append(.problem(ProblemFact(rule: "fileTooLarge", message: "\(childRelative) is \(megabytes) MB, over the \(Self.maximumFileSize / 1_048_576) MB limit for one file (generated code, not screens); it was skipped. Exclude it with --exclude to silence this.", line: nil)))
                    continue
                }
                // A file that cannot be stat'ed is still listed: reading it gives the `unreadableFile` finding.
                let stamp = haveInfo ? FileStamp(info) : .unknown
                result.files.append(target.isEmpty ? Found(relativePath: childRelative, rootPrefix: rootPrefix, stamp: stamp)
                                                   : Found(relativePath: childRelative, path: target, stamp: stamp))
            }
        }
        return result
    }
}
