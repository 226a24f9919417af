import Foundation
import Testing
@testable import VipermapRender

/// A fork waits for pango's font threads (`vipermap_wait_for_font_threads` in shim.h): a child forked while one still
/// sorted fonts for an earlier layout waited for its result forever.
@Suite(.serialized) struct FontThreadTests {
    #if os(Linux)
    /// The calling thread's name (Linux's comm).
    static func currentName() -> String {
        ((try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? "").trimmingCharacters(in: .newlines)
    }

    /// Names of this process's threads but the caller's.
    static func otherThreadNames() -> [String] {
        let me = currentTask()
        return threadNames().filter { $0.0 != me }.map(\.1)
    }

    /// A thread started while a thread lays out (as pango's are) is waited for; once it ends, the wait returns. With
    /// the Graphviz lock held, as a fork does: no other test's layout names a thread meanwhile.
    @Test func waitsForAThreadStartedDuringALayout() {
        Graphviz.shared.locked {
            let started = DispatchSemaphore(value: 0)
            let begun = Date()
            Graphviz.asLayoutThread {
                // Started from the layout thread, it inherits its name, as pango's unnamed sort thread does.
                let thread = Thread {
                    started.signal()
                    // Long enough that a loaded machine (CI under a sanitizer) cannot let it end before the short wait.
                    Thread.sleep(forTimeInterval: 1.5)
                }
                thread.start()
            }
            started.wait()
            #expect(Self.otherThreadNames().contains("vipermap-gv"))
            // Too short a limit: the thread is still there.
            #expect(!Graphviz.waitForFontThreads(limit: 0.05))
            #expect(Graphviz.waitForFontThreads(limit: 10))
            #expect(Date().timeIntervalSince(begun) >= 1.5)
            #expect(!Self.otherThreadNames().contains("vipermap-gv"))
            // Nothing can start another while the lock is held: the next wait returns at once.
            #expect(Graphviz.waitForFontThreads(limit: 0))
        }
    }

    /// pango's own threads: after in-process layouts that measure text in fonts never asked for before (a new pattern
    /// each, so new match and sort threads), the wait ends well within its limit (none of them lives on), and the
    /// layout thread has its own name back.
    @Test func pangoThreadsOfInProcessLayoutsEnd() throws {
        let name = Self.currentName()
        // Names of the threads that come and go while this thread lays out (pango's, and other tests').
        let me = Self.currentTask()
        let seen = NamesSeen()
        let watcher = Thread {
            let watcherTask = Self.currentTask()
            while !seen.stopped {
                for (task, name) in Self.threadNames() where task != me && task != watcherTask { seen.insert(name) }
                usleep(100)
            }
        }
        watcher.start()
        defer { seen.stop() }
        for index in 0..<6 {
            let dot = "digraph { a -> b; b [label=\"▶ font \(index)\", fontname=\"vipermap-test-\(UUID().uuidString)\"] }"
            _ = try Graphviz.shared.render(dot: dot, formats: ["svg", "png"], engine: "dot")
            #expect(Self.currentName() == name)
            Graphviz.shared.locked {
                let waited = Date()
                #expect(Graphviz.waitForFontThreads(limit: 10))
                #expect(Date().timeIntervalSince(waited) < 5)
                #expect(!Self.otherThreadNames().contains("vipermap-gv"))
            }
        }
        // pango's match and sort threads were there, under the name they inherited from the layout thread.
        #expect(seen.names.contains("vipermap-gv"))
    }

    /// This thread's id in /proc/self/task.
    static func currentTask() -> String? {
        // `/proc/thread-self` links to `PID/task/TID`.
        ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? "").split(separator: "/").last.map(String.init)
    }

    /// Every thread of this process, with its name.
    static func threadNames() -> [(String, String)] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.compactMap { task in
            (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)).map { (task, $0.trimmingCharacters(in: .newlines)) }
        }
    }

    final class NamesSeen: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: Set<String> = []
        private var done = false
        func insert(_ name: String) { lock.lock(); seen.insert(name); lock.unlock() }
        func stop() { lock.lock(); done = true; lock.unlock() }
        var stopped: Bool { lock.lock(); defer { lock.unlock() }; return done }
        var names: Set<String> { lock.lock(); defer { lock.unlock() }; return seen }
    }
    #endif
}
