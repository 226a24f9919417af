import CGraphviz
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one door to Graphviz's C API: no other Swift type calls Graphviz (``LayoutWorker`` and `LayoutProcess` use
/// only the shim's process helpers: spawning, sending, close-on-exec).
///
/// Graphviz keeps global state (the error handler, plugin tables, the cgraph string pool) and is not
/// thread-safe, so every call goes through one instance and is serialized by its lock. A layout with a time budget
/// runs in another process: a forked child while the lock is held, or a spawned ``LayoutWorker`` without it (a
/// worker touches none of this process's Graphviz state, so several run at once). Each call resets
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

    /// `png` with its longer side at most `pixels` (a larger drawing is scaled down as a whole at render time; the
    /// layout is the same), or plain `png` for nil: the name to ask ``render(dot:formats:engine:)`` for. With
    /// `minimumScale` (percent), a drawing that would have to be scaled below it is not drawn: the result is empty.
    public static func png(maxPixels pixels: Int?, minimumScale: Int? = nil) -> String {
        guard let pixels else { return "png" }
        return "png@\(pixels)" + (minimumScale.map { "/\($0)" } ?? "")
    }

    /// One of ``formats``, or `png@N` with N > 0, or `png@N/P` with 0 ≤ P ≤ 100 (``png(maxPixels:minimumScale:)``).
    static func isKnown(format: String) -> Bool {
        if formats.contains(format) { return true }
        guard format.hasPrefix("png@") else { return false }
        let parts = format.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
        guard let pixels = Int(parts[0]), pixels > 0, String(pixels) == parts[0], parts.count <= 2 else { return false }
        guard parts.count == 2 else { return true }
        guard let percent = Int(parts[1]), String(percent) == parts[1] else { return false }
        return (0...100).contains(percent)
    }

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

    /// Like ``render(dot:format:engine:)`` but with a time budget: the layout runs in another process, which is
    /// killed when `timeout` seconds have passed (``GraphvizError/timedOut(engine:seconds:)``).
    ///
    /// Graphviz has no way to interrupt a layout, and a thread cannot be killed safely (it would leave Graphviz's
    /// global state and the lock held), so a process boundary is the only hard limit. The process is a spawned
    /// ``LayoutWorker`` when ``layoutWorker`` is set (layouts run side by side, see there), otherwise a forked child
    /// of this process in which only C code runs (one at a time). Both give the same bytes and the same errors.
    /// A `timeout` of 0 or less lays out in process, without a budget.
    /// Under ThreadSanitizer a layout without a worker runs in process, without a budget (``runsUnderThreadSanitizer``).
    public func render(dot: String, format: String, engine: String, timeout: TimeInterval) throws -> Data {
        try render(dot: dot, formats: [format], engine: engine, timeout: timeout)[0]
    }

    /// ``render(dot:formats:engine:)`` with a time budget for the one layout (see ``render(dot:format:engine:timeout:)``).
    public func render(dot: String, formats: [String], engine: String, timeout: TimeInterval) throws -> [Data] {
        try render(dot: dot, formats: formats, engine: engine, timeout: timeout, worker: Self.layoutWorker)
    }

    /// The workers that run budgeted layouts (``render(dot:formats:engine:timeout:)``), nil to fork them. The
    /// `vipermap` CLI sets it at start to itself (``LayoutWorker/currentExecutable()``); nothing else does.
    public static var layoutWorker: LayoutWorker? {
        get {
            workerLock.lock()
            defer { workerLock.unlock() }
            return worker
        }
        set {
            workerLock.lock()
            defer { workerLock.unlock() }
            worker = newValue
        }
    }

    private static let workerLock = NSLock()
    private nonisolated(unsafe) static var worker: LayoutWorker?

    /// ``render(dot:formats:engine:timeout:)`` with `worker` instead of ``layoutWorker`` (nil: a forked child).
    func render(dot: String, formats: [String], engine: String, timeout: TimeInterval, worker: LayoutWorker?) throws -> [Data] {
        guard timeout > 0 else { return try render(dot: dot, formats: formats, engine: engine) }
        for format in formats { try validate(format: format, engine: engine) }
        // No lock: the worker is another program, and this process's Graphviz state is not touched.
        if let worker, let pictures = try worker.render(dot: dot, formats: formats, engine: engine, timeout: timeout) {
            return pictures
        }
        guard !Self.runsUnderThreadSanitizer else { return try render(dot: dot, formats: formats, engine: engine) }
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
        // layout: a fork while that thread held fontconfig's lock left the child waiting for it forever. (A spawned
        // worker has none of this process's threads or locks, which is why workers need no lock.)
        return try renderInChild(dot: dot, formats: formats, engine: engine, timeout: timeout)
    }

    /// The worker side of ``LayoutWorker`` (`vipermap __layout-worker`): greets on standard output, reads one
    /// request from standard input, lays it out with the forked child's C code (`vipermap_layout_report`), writes
    /// the same report to standard output and exits. Exits with status 2, after the greeting only, when the input
    /// is not a request for an engine and formats this build knows (the parent reports a layout without a result).
    public static func serveLayoutWorker() -> Never {
        let greeting = LayoutWorker.greeting
        let greeted = greeting.withUnsafeBytes { vipermap_write_all(1, $0.baseAddress, $0.count) } == 0
        guard greeted, let request = LayoutWorker.readRequest(from: 0),
              engines.contains(request.engine) || internalEngines.contains(request.engine),
              !request.formats.isEmpty, request.formats.allSatisfy(isKnown(format:))
        // `_exit`, like the report's end: nothing is buffered, and no exit handler (a sanitizer's leak check) may
        // change the status.
        else { _exit(2) }
        let graphviz = Graphviz.shared
        let names = request.formats.map { strdup($0) }
        request.dot.withCString { dotPointer in
            names.map { UnsafePointer<CChar>($0) }.withUnsafeBufferPointer { pointers in
                vipermap_layout_report(graphviz.context, graphviz.disc, dotPointer, request.engine, pointers.baseAddress, Int32(names.count), 1)
            }
        }
        // vipermap_layout_report exits; this line is never reached.
        _exit(70)
    }

    /// Whether this process is built with ThreadSanitizer (`--sanitize=thread`), whose runtime exports `__tsan_init`.
    ///
    /// TSan does not support a fork of a multithreaded process whose child starts a thread: it kills the child
    /// ("starting new threads after multi-threaded fork is not supported"), and Graphviz's plugins may start one. The
    /// parent then saw a layout process that "exited without a result" in some runs and not others (depending on
    /// whether other threads were alive at the fork) and fell back to a cheaper picture: under TSan the output
    /// depended on timing. So a TSan build never forks: it uses a ``LayoutWorker`` when one is set (a spawned
    /// program is a fresh process, which TSan supports) and otherwise lays out in process, without a budget.
    /// Release and debug builds are unaffected.
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
        guard Self.isKnown(format: format) else {
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

    /// Runs `body` with the calling thread named as the in-process layout thread: the font threads pango starts
    /// meanwhile inherit the name, so that a later fork can wait for them (``waitForFontThreads(limit:)``).
    static func asLayoutThread<Result>(_ body: () throws -> Result) rethrows -> Result {
        var savedName = [CChar](repeating: 0, count: 32)
        vipermap_begin_layout_thread(&savedName)
        defer { vipermap_end_layout_thread(savedName) }
        return try body()
    }

    /// Runs `body` with the Graphviz lock held: no other thread lays out in this process meanwhile (tests of what a
    /// fork sees use it).
    func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Waits until no other thread of this process is one of pango's font threads, at most `limit` seconds; true when
    /// none is left (always on systems without /proc/self/task).
    static func waitForFontThreads(limit: Double) -> Bool {
        vipermap_wait_for_font_threads(limit) == 1
    }

    private func renderLocked(dot: String, formats: [String], engine: String) throws -> [Data] {
        try Self.asLayoutThread { try renderNamed(dot: dot, formats: formats, engine: engine) }
    }

    private func renderNamed(dot: String, formats: [String], engine: String) throws -> [Data] {
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
        // Node positions rounded and the graph laid out again from them: sfdp's overlap removal leaves last-bit noise
        // that depends on addresses (see shim.h). The layout processes do the same in `vipermap_layout_report`.
        guard vipermap_settle_layout(context, graph, engine) == 0 else {
            throw GraphvizError.layout(engine: engine, message: takeMessages())
        }
        var results: [Data] = []
        for format in formats {
            var bytes: UnsafeMutablePointer<CChar>?
            var length = 0
            let renderStatus = vipermap_render_format(context, graph, format, &bytes, &length)
            defer { if let bytes { gvFreeRenderData(bytes) } }
            guard renderStatus == 0, let bytes else {
                throw GraphvizError.render(format: format, message: takeMessages())
            }
            results.append(Data(bytes: bytes, count: length))
        }
        _ = takeMessages()
        return results
    }

    /// How long a fork waits for pango's font threads to end (`vipermap_wait_for_font_threads`): they take
    /// milliseconds, and a fork that goes ahead anyway is still bounded by its time budget.
    static let fontThreadWait = 10.0

    /// Forks the layout process and waits for its report (called with the lock held: no other thread is inside
    /// Graphviz at the fork).
    private func renderInChild(dot: String, formats: [String], engine: String, timeout: TimeInterval) throws -> [Data] {
        // The format names as C strings, alive until the fork has happened.
        let names = formats.map { strdup($0) }
        defer { names.forEach { free($0) } }
        // Not while one of pango's font threads is still sorting fonts for an earlier layout: the child would wait for
        // its result forever (see shim.h).
        _ = Self.waitForFontThreads(limit: Self.fontThreadWait)
        // Under the spawn lock (when a worker fell back to a fork while others still spawn): the pipe is
        // close-on-exec before any worker can be spawned, and no worker's pipe is half set up at the fork.
        LayoutWorker.spawnLock.lock()
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            LayoutWorker.spawnLock.unlock()
            throw GraphvizError.isolation(reason: "pipe() failed: \(String(cString: strerror(errno)))")
        }
        _ = vipermap_cloexec(fds[0])
        _ = vipermap_cloexec(fds[1])
        let readFD = fds[0]
        let pid = dot.withCString { dotPointer in
            names.map { UnsafePointer<CChar>($0) }.withUnsafeBufferPointer { pointers in
                vipermap_fork_render(context, disc, dotPointer, engine, pointers.baseAddress, Int32(formats.count), readFD, fds[1])
            }
        }
        let forkError = errno
        close(fds[1])
        LayoutWorker.spawnLock.unlock()
        guard pid > 0 else {
            close(readFD)
            throw GraphvizError.isolation(reason: "fork() failed: \(String(cString: strerror(forkError)))")
        }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1_000_000_000)
        // Read to the end: the child writes its report and exits.
        let (received, status) = try LayoutProcess(pid: pid, requestFD: -1, replyFD: readFD)
            .exchange(request: Data(), deadline: deadline, engine: engine, timeout: timeout, complete: { _ in false })
        guard let reply = LayoutReply(received) else { throw LayoutReply.missing(engine: engine, status: status) }
        return try reply.pictures(engine: engine, formats: formats)
    }
}
