import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// "files done / total" on standard error while a long run parses, redrawn in place.
///
/// Silent unless enabled and standard error is a terminal (a log file or a pipe must not fill with carriage
/// returns), and silent for the first second, so quick runs print nothing. Thread-safe: workers call
/// ``advance()`` as they finish files.
final class IndexProgress: @unchecked Sendable {
    /// How long a run goes before the first line appears.
    static let delay: Double = 1.0
    /// Redraw at most this often, so printing never competes with parsing.
    static let interval: Double = 0.1

    private let total: Int
    private let enabled: Bool
    private let start: Double
    private let lock = NSLock()
    private var done = 0
    private var lastDraw = 0.0
    private var drawn = false
    private let write: (String) -> Void

    /// `write` receives each redraw; by default it goes to standard error.
    init(total: Int, enabled: Bool, write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.total = total
        self.enabled = enabled
        self.write = write
        start = Self.now()
    }

    /// True when standard error is a terminal.
    static var standardErrorIsTerminal: Bool {
        isatty(2) != 0
    }

    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// The text of one redraw.
    static func line(done: Int, total: Int) -> String {
        "\rvipermap: indexing \(done)/\(total) files"
    }

    /// One more file is done.
    func advance() {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let time = Self.now()
        guard time - start >= Self.delay, time - lastDraw >= Self.interval || done == total else { return }
        lastDraw = time
        drawn = true
        write(Self.line(done: done, total: total))
    }

    /// Erases the progress line, if one was drawn, so later messages start on a clean line.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn {
            write("\r\u{1B}[K")
            drawn = false
        }
    }
}
