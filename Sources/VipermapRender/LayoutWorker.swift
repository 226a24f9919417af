import CGraphviz
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs budgeted layouts in fresh processes of a worker executable (`vipermap __layout-worker`), several at once.
///
/// A forked layout child must be started with the Graphviz lock held (see ``Graphviz``), so forked layouts run one
/// at a time. A worker is a new program started with `posix_spawn` (no code of this process runs in it), so nothing
/// of this process's state — locks held by other threads, pango's font thread — reaches it: layouts in workers need
/// no lock and run side by side, at most ``limit`` at once. The worker lays out with the same C code as the forked
/// child (`vipermap_layout_report` in shim.h) and writes the same report, so both give the same pictures and errors.
///
/// Only a host that knows an executable able to serve ``subcommand`` can use workers (the `vipermap` CLI names
/// itself: ``currentExecutable()``); a library user or test that sets no ``Graphviz/layoutWorker`` keeps the fork.
///
/// If the worker cannot be started (`posix_spawn` fails: the file is missing or not executable) or answers like
/// no worker (it exits without the greeting every worker writes first), the layout falls back to the forked child,
/// and so does every later layout of this instance (``fallbackReason`` says why): the pictures stay the same, only
/// one layout runs at a time. A worker that greeted and then died without a report is a layout failure, as a
/// crashed forked child is.
public final class LayoutWorker: @unchecked Sendable {
    /// The hidden subcommand a worker executable serves (see ``Graphviz/serveLayoutWorker()``).
    public static let subcommand = "__layout-worker"
    /// What a worker writes first, before reading its request: tells a worker from another program.
    static let greeting = Data("vipermap-layout-1\n".utf8)

    /// The executable started for each layout.
    public let executable: URL
    /// Its arguments (the executable's own name is added as `argv[0]`).
    public let arguments: [String]
    /// At most this many layouts run at once (each in its own worker).
    public let limit: Int

    private let slots: DispatchSemaphore
    private let stateLock = NSLock()
    private var unusable: String?
    /// One spawn (or fork) at a time: a worker's descriptors are made close-on-exec right after they are created,
    /// and a spawn by another thread in between would let its worker inherit them.
    static let spawnLock = NSLock()

    /// A worker pool of `executable arguments…`, at most `limit` (at least 1) processes at once.
    public init(executable: URL, arguments: [String] = [LayoutWorker.subcommand], limit: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.executable = executable
        self.arguments = arguments
        self.limit = max(1, limit)
        slots = DispatchSemaphore(value: max(1, limit))
    }

    /// Why layouts of this instance went back to forked children, nil while workers are used.
    public var fallbackReason: String? {
        stateLock.lock()
        defer { stateLock.unlock() }
        return unusable
    }

    /// The running program's own executable, to use as a worker when it is `vipermap`: `/proc/self/exe` on Linux
    /// (exec'd as is, it is this very binary even if the file was replaced since), the loader's path on macOS.
    public static func currentExecutable() -> URL? {
        #if os(Linux)
        return FileManager.default.fileExists(atPath: "/proc/self/exe") ? URL(fileURLWithPath: "/proc/self/exe") : nil
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return URL(fileURLWithPath: String(cString: buffer)).resolvingSymlinksInPath()
        #else
        return nil
        #endif
    }

    /// Lays out `dot` once with `engine` and renders it in each of `formats` in a worker, killed after `timeout`
    /// seconds (counted from when a slot is free, so waiting for other layouts never eats the budget). Returns nil
    /// when the worker is unusable (the caller falls back to a fork); throws the ``GraphvizError`` the forked child
    /// would give otherwise.
    func render(dot: String, formats: [String], engine: String, timeout: TimeInterval) throws -> [Data]? {
        guard fallbackReason == nil else { return nil }
        slots.wait()
        defer { slots.signal() }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1_000_000_000)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        var requestFD: Int32 = -1
        var replyFD: Int32 = -1
        Self.spawnLock.lock()
        let error = vipermap_spawn_worker(executable.path, argv, &pid, &requestFD, &replyFD)
        Self.spawnLock.unlock()
        guard error == 0 else {
            giveUp("cannot start \(executable.path): \(String(cString: strerror(error)))")
            return nil
        }
        let process = LayoutProcess(pid: pid, requestFD: requestFD, replyFD: replyFD)
        let greeting = Self.greeting
        let (received, status) = try process.exchange(
            request: Self.request(dot: dot, formats: formats, engine: engine), deadline: deadline, engine: engine, timeout: timeout,
            complete: { bytes in
                // Stop at a complete report (another process holding a copy of the pipe would delay its end), or
                // as soon as the first bytes show this is not a worker.
                guard bytes.count >= greeting.count else { return !greeting.starts(with: bytes) }
                guard bytes.starts(with: greeting) else { return true }
                return LayoutReply.length(of: bytes.dropFirst(greeting.count)) != nil
            })
        guard received.starts(with: greeting) else {
            let ending = status & 0x7f != 0 ? "was terminated by signal \(status & 0x7f)" : "exited with status \((status >> 8) & 0xff)"
            giveUp("\(executable.path) is not a vipermap layout worker: it \(ending) without greeting")
            return nil
        }
        guard let reply = LayoutReply(received.dropFirst(greeting.count)) else {
            throw LayoutReply.missing(engine: engine, status: status)
        }
        return try reply.pictures(engine: engine, formats: formats)
    }

    private func giveUp(_ reason: String) {
        stateLock.lock()
        defer { stateLock.unlock() }
        if unusable == nil { unusable = reason }
    }

    /// The worker's standard input: the engine, the formats and the DOT, each as a length-prefixed string after
    /// their count (the worker reads exactly this much and never waits for the end of its input).
    static func request(dot: String, formats: [String], engine: String) -> Data {
        let fields = [engine, dot] + formats
        var data = Data()
        func append(_ value: UInt64) { withUnsafeBytes(of: value) { data.append(contentsOf: $0) } }
        append(UInt64(fields.count))
        for field in fields {
            let bytes = Array(field.utf8)
            append(UInt64(bytes.count))
            data.append(contentsOf: bytes)
        }
        return data
    }

    /// Reads one request from `fd` (see ``request(dot:formats:engine:)``): nil when the input ends early or is not one.
    static func readRequest(from fd: Int32) -> (engine: String, dot: String, formats: [String])? {
        func readExactly(_ count: Int) -> [UInt8]? {
            var bytes = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, count - done) }
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { return nil }
                done += got
            }
            return bytes
        }
        func integer() -> UInt64? {
            readExactly(8).map { bytes in bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) } }
        }
        guard let count = integer(), (3...64).contains(count) else { return nil }
        var fields: [String] = []
        for _ in 0..<count {
            guard let length = integer(), length < 1 << 34, let bytes = readExactly(Int(length)) else { return nil }
            fields.append(String(decoding: bytes, as: UTF8.self))
        }
        return (fields[0], fields[1], Array(fields[2...]))
    }
}
