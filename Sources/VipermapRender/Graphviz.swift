import CGraphviz
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one door to Graphviz's C API: no other Swift type touches `CGraphviz`.
///
/// Graphviz keeps global state (the error handler, plugin tables, the cgraph string pool) and is not
/// thread-safe, so every call goes through one instance and is serialized by its lock. Each call resets
/// Graphviz's error state first and collects what Graphviz reports through `agseterrf`, so a failure carries
/// Graphviz's own message. Every resource is released by a `defer` placed right after it is acquired.
public final class Graphviz: @unchecked Sendable {
    /// The process-wide instance.
    public static let shared = Graphviz()

    /// Layout engines vipermap offers (`--engine`).
    public static let engines = ["dot", "neato", "sfdp", "fdp", "circo", "twopi"]
    /// Engines used internally as fallbacks: `nop` keeps the positions given in the DOT (`pos` attributes).
    static let internalEngines = ["nop", "nop2", "osage"]
    /// Output formats asked of Graphviz.
    public static let formats = ["svg", "png", "pdf", "json", "dot", "xdot", "plain"]

    private let context: OpaquePointer
    /// cgraph discipline for reading DOT (deterministic subgraph order, see shim.h); lives as long as the context.
    private let disc: UnsafeMutablePointer<Agdisc_t>
    private let idDisc: UnsafeMutablePointer<Agiddisc_t>
    private let ioDisc: UnsafeMutablePointer<Agiodisc_t>
    private let lock = NSLock()
    /// Graphviz's version (`gvcVersion`, e.g. `2.42.2`): part of every ``LayoutCache`` key, since another
    /// Graphviz may draw the same DOT differently.
    public let version: String
    /// Engine/format pairs already used in this process: their plugins are loaded before a fork, so the
    /// child never has to `dlopen` (which is not safe after fork in a multithreaded process).
    private var warmed: Set<String> = []

    // Written only by the error handler, which Graphviz calls synchronously inside a locked call.
    private nonisolated(unsafe) static var messages: [String] = []

    /// Creates a Graphviz context (plugins configured once). Prefer ``shared``: Graphviz is not thread-safe
    /// across contexts either, so two instances must never be used at the same time.
    public init() {
        // gvContext only fails when out of memory; there is nothing sensible to do without one.
        guard let context = gvContext() else { fatalError("Graphviz: gvContext() returned NULL (out of memory)") }
        self.context = context
        version = gvcVersion(context).map { String(cString: $0) } ?? "unknown"
        disc = .allocate(capacity: 1)
        idDisc = .allocate(capacity: 1)
        ioDisc = .allocate(capacity: 1)
        vipermap_make_disc(disc, idDisc, ioDisc)
    }

    deinit {
        gvFreeContext(context)
        disc.deallocate()
        idDisc.deallocate()
        ioDisc.deallocate()
    }

    /// Lays out `dot` with `engine` (`dot`, `neato`, `sfdp`, …) and renders it as `format` (`svg`, `png`, `pdf`, `json`, …),
    /// in this process. Throws ``GraphvizError`` quoting Graphviz's message.
    public func render(dot: String, format: String, engine: String = "dot") throws -> Data {
        try render(dot: dot, formats: [format], engine: engine)[0]
    }

    /// Lays out `dot` once and renders it in each of `formats`, in this process: one layout for `map.svg` and
    /// `map.png` (the layout is most of the cost of a big graph). The results are in the order of `formats`.
    public func render(dot: String, formats: [String], engine: String = "dot") throws -> [Data] {
        for format in formats { try validate(format: format, engine: engine) }
        lock.lock()
        defer { lock.unlock() }
        return try renderLocked(dot: dot, formats: formats, engine: engine)
    }

    /// Like ``render(dot:format:engine:)`` but with a time budget: the layout runs in a forked child of this
    /// process, which is killed when `timeout` seconds have passed (``GraphvizError/timedOut(engine:seconds:)``).
    ///
    /// Graphviz has no way to interrupt a layout, and a thread cannot be killed safely (it would leave Graphviz's
    /// global state and the lock held), so a process boundary is the only hard limit. Only C code runs in the child.
    /// A `timeout` of 0 or less lays out in process, without a budget.
    /// Under ThreadSanitizer too (``runsUnderThreadSanitizer``) the layout runs in process, without a budget.
    public func render(dot: String, format: String, engine: String, timeout: TimeInterval) throws -> Data {
        try render(dot: dot, formats: [format], engine: engine, timeout: timeout)[0]
    }

    /// ``render(dot:formats:engine:)`` with a time budget for the one layout (see ``render(dot:format:engine:timeout:)``).
    public func render(dot: String, formats: [String], engine: String, timeout: TimeInterval) throws -> [Data] {
        guard timeout > 0, !Self.runsUnderThreadSanitizer else { return try render(dot: dot, formats: formats, engine: engine) }
        for format in formats { try validate(format: format, engine: engine) }
        lock.lock()
        defer { lock.unlock() }
        for format in formats {
            let key = "\(engine)/\(format)"
            if !warmed.contains(key) {
                // Loads the engine's and the format's plugins (and fontconfig) in this process before forking.
                _ = try renderLocked(dot: "digraph{a->b}", formats: [format], engine: engine)
                warmed.insert(key)
            }
        }
        // The lock stays held while the child runs. Releasing it after the fork let other threads lay out in
        // process meanwhile, and pango (Graphviz's text measurement) sorts fonts on a thread of its own after each
        // layout: a fork while that thread held fontconfig's lock left the child waiting for it forever.
        return try renderInChild(dot: dot, formats: formats, engine: engine, timeout: timeout)
    }

    /// Whether this process is built with ThreadSanitizer (`--sanitize=thread`), whose runtime exports `__tsan_init`.
    ///
    /// TSan does not support a fork of a multithreaded process whose child starts a thread: it kills the child
    /// ("starting new threads after multi-threaded fork is not supported"), and Graphviz's plugins may start one. The
    /// parent then saw a layout process that "exited without a result" in some runs and not others (depending on
    /// whether other threads were alive at the fork) and fell back to a cheaper picture: under TSan the output
    /// depended on timing. So a TSan build lays out in process; release and debug builds are unaffected.
    static let runsUnderThreadSanitizer: Bool = {
        #if canImport(Darwin)
        let defaultHandle = UnsafeMutableRawPointer(bitPattern: -2)
        #else
        let defaultHandle: UnsafeMutableRawPointer? = nil
        #endif
        return dlsym(defaultHandle, "__tsan_init") != nil
    }()

    private func validate(format: String, engine: String) throws {
        guard Self.engines.contains(engine) || Self.internalEngines.contains(engine) else {
            throw GraphvizError.unknownEngine(engine, valid: Self.engines)
        }
        guard Self.formats.contains(format) else {
            throw GraphvizError.unknownFormat(format, valid: Self.formats)
        }
    }

    /// Resets Graphviz's error state and routes its messages to ``messages``. Called with the lock held.
    private func beginCall() {
        Self.messages = []
        _ = agseterr(AGWARN)
        _ = agseterrf { message in
            if let message { Graphviz.messages.append(String(cString: message)) }
            return 0
        }
        _ = agreseterrors()
    }

    /// What Graphviz said since ``beginCall()``, trimmed, one line per message.
    private func takeMessages() -> String {
        var text = Self.messages.joined().trimmingCharacters(in: .whitespacesAndNewlines)
        Self.messages = []
        // Messages below the reporting level go to a temporary file that only aglasterr() reads; the buffer it
        // returns is malloc'd and ours to free.
        if let last = aglasterr() {
            defer { free(last) }
            if text.isEmpty { text = String(cString: last).trimmingCharacters(in: .whitespacesAndNewlines) }
        }
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    private func renderLocked(dot: String, formats: [String], engine: String) throws -> [Data] {
        beginCall()
        guard let graph = dot.withCString({ vipermap_read($0, disc) }) else {
            throw GraphvizError.syntax(message: takeMessages())
        }
        defer { agclose(graph) }
        if agerrors() > 0 {
            throw GraphvizError.syntax(message: takeMessages())
        }
        vipermap_reset_random()
        let layoutStatus = gvLayout(context, graph, engine)
        // gvFreeLayout is safe after a failed layout too, and a failed layout may have allocated part of its data.
        defer { gvFreeLayout(context, graph) }
        guard layoutStatus == 0 else {
            throw GraphvizError.layout(engine: engine, message: takeMessages())
        }
        var results: [Data] = []
        for format in formats {
            var bytes: UnsafeMutablePointer<CChar>?
            var length = 0
            let renderStatus = vipermap_gvRenderData(context, graph, format, &bytes, &length)
            defer { if let bytes { gvFreeRenderData(bytes) } }
            guard renderStatus == 0, let bytes else {
                throw GraphvizError.render(format: format, message: takeMessages())
            }
            results.append(Data(bytes: bytes, count: length))
        }
        _ = takeMessages()
        return results
    }

    /// Forks the layout process and waits for its report (called with the lock held: no other thread is inside
    /// Graphviz at the fork).
    private func renderInChild(dot: String, formats: [String], engine: String, timeout: TimeInterval) throws -> [Data] {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            throw GraphvizError.isolation(reason: "pipe() failed: \(String(cString: strerror(errno)))")
        }
        let readFD = fds[0]
        defer { close(readFD) }
        // The format names as C strings, alive until the fork has happened.
        let names = formats.map { strdup($0) }
        defer { names.forEach { free($0) } }
        let pid = dot.withCString { dotPointer in
            names.map { UnsafePointer<CChar>($0) }.withUnsafeBufferPointer { pointers in
                vipermap_fork_render(context, disc, dotPointer, engine, pointers.baseAddress, Int32(formats.count), readFD, fds[1])
            }
        }
        close(fds[1])
        guard pid > 0 else {
            throw GraphvizError.isolation(reason: "fork() failed: \(String(cString: strerror(errno)))")
        }
        var reaped = false
        defer {
            if !reaped {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            }
        }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1_000_000_000)
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        readLoop: while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { throw GraphvizError.timedOut(engine: engine, seconds: timeout) }
            var pollFD = pollfd(fd: readFD, events: Int16(POLLIN), revents: 0)
            let waitMilliseconds = Int32(min(UInt64(Int32.max), (deadline - now + 999_999) / 1_000_000))
            let ready = poll(&pollFD, 1, waitMilliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                throw GraphvizError.isolation(reason: "poll() failed: \(String(cString: strerror(errno)))")
            }
            if ready == 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(readFD, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw GraphvizError.isolation(reason: "read() failed: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break readLoop }
            received.append(contentsOf: buffer[0..<count])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = true
        guard let reply = ChildReply(received) else {
            // The child died before finishing its report: a crash (e.g. an assertion inside Graphviz) or a kill.
            let signal = status & 0x7f
            throw GraphvizError.layout(
                engine: engine,
                message: signal != 0 ? "the layout process was terminated by signal \(signal)" : "the layout process exited without a result")
        }
        let message = reply.message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        switch reply.status {
        case 0 where reply.data.count == formats.count: return reply.data
        case 0: throw GraphvizError.layout(engine: engine, message: "the layout process returned \(reply.data.count) pictures for \(formats.count) formats")
        case 1: throw GraphvizError.syntax(message: message)
        case 2: throw GraphvizError.layout(engine: engine, message: message)
        default: throw GraphvizError.render(format: formats.indices.contains(Int(reply.failed)) ? formats[Int(reply.failed)] : formats.first ?? "", message: message)
        }
    }
}

/// The child's report, framed as written by `vipermap_child_finish` (shim.h).
private struct ChildReply {
    var status: Int32
    /// Index of the format whose rendering failed (status 3).
    var failed: Int32
    var message: String
    /// One picture per format asked, in order.
    var data: [Data]

    init?(_ bytes: Data) {
        var offset = bytes.startIndex
        func take(_ count: Int) -> Data? {
            guard bytes.endIndex - offset >= count else { return nil }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }
        func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
            guard let raw = take(MemoryLayout<T>.size) else { return nil }
            return raw.withUnsafeBytes { $0.loadUnaligned(as: T.self) }
        }
        guard let status = integer(Int32.self), let failed = integer(Int32.self),
              let messageLength = integer(UInt64.self), messageLength <= UInt64(bytes.count), let message = take(Int(messageLength)),
              let count = integer(UInt64.self), count <= UInt64(bytes.count)
        else { return nil }
        var pictures: [Data] = []
        for _ in 0..<count {
            guard let length = integer(UInt64.self), length <= UInt64(bytes.count), let picture = take(Int(length)) else { return nil }
            pictures.append(Data(picture))
        }
        guard offset == bytes.endIndex else { return nil }
        self.status = status
        self.failed = failed
        self.message = String(decoding: message, as: UTF8.self)
        self.data = pictures
    }
}
