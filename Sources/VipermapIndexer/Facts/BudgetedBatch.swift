import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` for every index below `count` on `jobs` threads of its own, and stops waiting for an item that runs
/// longer than a time budget: that item's value is `timedOut(index)`, and a new thread takes over the items left.
///
/// SwiftParser's error recovery can take minutes on hostile input and cannot be cancelled, so the thread stuck in it
/// is abandoned, not stopped: it keeps running until `body` returns, then finds it was abandoned and drops its
/// value. Memory safety rests on ownership: the batch (a class) owns the values, `body` and every lock; each worker
/// thread retains the batch, so whatever an abandoned worker still touches stays alive until it ends, and it writes
/// nothing once abandoned (it checks under the lock before storing a value). `body` must capture only
/// reference-counted state (arrays, `Data`, classes), never a buffer its caller frees. An abandoned thread is moved
/// to the lowest scheduling class (`SCHED_IDLE` on Linux, the lowest priority elsewhere), so that it only gets a
/// core nobody else wants: the replacement and the rest of the run keep the cores they had.
///
/// The calling thread is the watchdog: it sleeps on a semaphore until the earliest deadline of an item in flight (or
/// until every item is done), so a normal run costs one clock read per item and one wake-up at the end, and no
/// thread or system call per item.
final class BudgetedBatch<Value>: @unchecked Sendable {
    /// One worker thread's state; read and written under ``lock`` only (hence `@unchecked`: the lock, not the type,
    /// keeps it safe to hand to the worker's thread).
    private final class Worker: @unchecked Sendable {
        /// The item in flight, or -1 between items.
        var index = -1
        /// When the item in flight was taken (``DispatchTime`` nanoseconds).
        var started: UInt64 = 0
        /// The watchdog gave up on its item: the worker must store nothing and end.
        var abandoned = false
        /// The worker's thread, set when it starts, so that the watchdog can lower it once abandoned.
        var thread: pthread_t?
    }

    private let count: Int
    private let budget: UInt64
    private let body: @Sendable (Int) -> Value
    private let resolved: @Sendable () -> Void
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)
    private var values: [Value?]
    private var next = 0
    private var done = 0
    private var workers: [Worker] = []
    private var threadCount = 0
    private var running = 0

    /// Threads started over the batch's life, replacements included.
    var threadsStarted: Int {
        lock.lock()
        defer { lock.unlock() }
        return threadCount
    }

    /// Worker threads that have not ended yet, abandoned ones included.
    var threadsRunning: Int {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    /// Stack of each worker thread: the main thread's usual 8 MiB, twice (debug builds of SwiftParser recurse deeply,
    /// and the parse used to run on the calling thread).
    static var stackSize: Int { 16 << 20 }

    /// A batch of `count` items; ``run(jobs:timedOut:)`` runs it. `resolved` is called under the batch's lock each
    /// time an item is done or given up on (progress): it must be quick and never block.
    init(count: Int, budget: Double, body: @escaping @Sendable (Int) -> Value, resolved: @escaping @Sendable () -> Void = {}) {
        self.count = count
        // At most about 31 years, so that a deadline never overflows (`--parse-timeout 1e12` is valid input).
        self.budget = budget.isFinite && budget > 0 ? UInt64(min(budget * 1e9, 1e18)) : 0
        self.body = body
        self.resolved = resolved
        values = Array(repeating: nil, count: count)
    }

    /// Every item's value, in index order: `body(index)`, or `timedOut(index)` for an item still running `budget`
    /// seconds after a worker took it. At most `jobs` workers run items at a time (abandoned ones aside); the call
    /// returns once every item is done or given up on, whatever the abandoned workers still do. Call it once.
    func run(jobs: Int, timedOut: (Int) -> Value) -> [Value] {
        guard count > 0 else { return [] }
        lock.lock()
        for _ in 0..<min(max(1, jobs), count) { startWorker() }
        lock.unlock()
        watch(timedOut: timedOut)
        lock.lock()
        // Every item is resolved, and an abandoned worker never stores again: the values can leave the batch.
        let result = values.map { $0! }
        values = []
        lock.unlock()
        return result
    }

    /// Starts one more worker thread. Called with the lock held.
    private func startWorker() {
        let worker = Worker()
        workers.append(worker)
        threadCount += 1
        running += 1
        // The thread retains the batch (and through it `body` and what `body` captured) until it ends.
        let thread = Thread { self.work(worker) }
        thread.stackSize = Self.stackSize
        thread.name = "vipermap-parse"
        thread.start()
    }

    /// A worker's loop: take the next item, run it, store its value unless abandoned meanwhile.
    private func work(_ worker: Worker) {
        lock.lock()
        worker.thread = pthread_self()
        lock.unlock()
        while true {
            let started = DispatchTime.now().uptimeNanoseconds
            lock.lock()
            guard next < count else {
                running -= 1
                lock.unlock()
                return
            }
            let index = next
            next += 1
            worker.index = index
            worker.started = started
            lock.unlock()
            let value = body(index)
            lock.lock()
            if worker.abandoned {
                // The watchdog stored this item's timeout and may have returned: drop the late value and end
                // (a replacement took over the items left).
                running -= 1
                lock.unlock()
                return
            }
            values[index] = value
            worker.index = -1
            resolve()
            lock.unlock()
        }
    }

    /// One more item is done. Called with the lock held.
    private func resolve() {
        done += 1
        resolved()
        if done == count { finished.signal() }
    }

    /// The calling thread's part: sleep until the earliest deadline of an item in flight, give up on items past
    /// their deadline (a replacement worker takes over when items are left), until every item is done.
    private func watch(timedOut: (Int) -> Value) {
        while true {
            lock.lock()
            let now = DispatchTime.now().uptimeNanoseconds
            var wake = now + budget
            for worker in workers where worker.index >= 0 && !worker.abandoned {
                let deadline = worker.started + budget
                if deadline <= now {
                    worker.abandoned = true
                    if let thread = worker.thread { Self.lowerPriority(of: thread) }
                    values[worker.index] = timedOut(worker.index)
                    resolve()
                    if next < count { startWorker() }
                } else {
                    wake = min(wake, deadline)
                }
            }
            workers.removeAll { $0.abandoned }
            let complete = done == count
            lock.unlock()
            if complete { return }
            _ = finished.wait(timeout: DispatchTime(uptimeNanoseconds: wake))
        }
    }

    /// Moves an abandoned worker's thread out of the way. The thread is alive: it ends only after finding itself
    /// abandoned, which it checks under the lock the caller holds. Failure only leaves the thread where it was.
    private static func lowerPriority(of thread: pthread_t) {
        var parameters = sched_param()
        #if os(Linux)
        // `SCHED_IDLE` of <sched.h> (5, part of the kernel's ABI), which Glibc's module does not export without
        // `_GNU_SOURCE`: the thread runs only when a core would otherwise be idle. Moving a thread down to it needs no privilege.
        parameters.sched_priority = 0
        _ = pthread_setschedparam(thread, 5, &parameters)
        #else
        parameters.sched_priority = sched_get_priority_min(SCHED_OTHER)
        _ = pthread_setschedparam(thread, SCHED_OTHER, &parameters)
        #endif
    }
}
