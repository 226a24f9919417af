import CGraphviz
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A running layout process (a forked child or a spawned ``LayoutWorker``) and the parent's side of its pipes:
/// sends the request (workers only), collects the report, and kills the process when the deadline passes.
struct LayoutProcess {
    var pid: pid_t
    /// The parent's end of the worker's standard input (non-blocking), or -1 for a forked child.
    var requestFD: Int32
    /// Where the report arrives.
    var replyFD: Int32

    /// Sends `request`, reads until the report is complete (`complete` returns true for what has arrived) or the
    /// process closes its output, then reaps the process: returns what arrived and `waitpid`'s status. Past
    /// `deadline` (a `DispatchTime` in nanoseconds) the process is killed and ``GraphvizError/timedOut(engine:seconds:)``
    /// thrown. Always closes both descriptors and never leaves the process unreaped.
    func exchange(request: Data, deadline: UInt64, engine: String, timeout: TimeInterval,
                  complete: (Data) -> Bool) throws -> (received: Data, status: Int32) {
        var requestFD = self.requestFD
        var reaped = false
        defer {
            if requestFD >= 0 { close(requestFD) }
            close(replyFD)
            if !reaped {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            }
        }
        if requestFD >= 0 && request.isEmpty {
            close(requestFD)
            requestFD = -1
        }
        var sent = 0
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        readLoop: while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { throw GraphvizError.timedOut(engine: engine, seconds: timeout) }
            var fds = [pollfd(fd: replyFD, events: Int16(POLLIN), revents: 0)]
            if requestFD >= 0 { fds.append(pollfd(fd: requestFD, events: Int16(POLLOUT), revents: 0)) }
            let waitMilliseconds = Int32(min(UInt64(Int32.max), (deadline - now + 999_999) / 1_000_000))
            let ready = poll(&fds, nfds_t(fds.count), waitMilliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                throw GraphvizError.isolation(reason: "poll() failed: \(String(cString: strerror(errno)))")
            }
            if ready == 0 { continue }
            if requestFD >= 0 && fds[1].revents != 0 {
                let count = request.withUnsafeBytes { bytes in
                    vipermap_send(requestFD, bytes.baseAddress! + sent, bytes.count - sent)
                }
                if count >= 0 {
                    sent += count
                } else if errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK {
                    // The process stopped reading (it died, or is not a worker): its report, or the lack of one, says why.
                    sent = request.count
                }
                if sent == request.count {
                    close(requestFD)
                    requestFD = -1
                }
            }
            if fds[0].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(replyFD, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    throw GraphvizError.isolation(reason: "read() failed: \(String(cString: strerror(errno)))")
                }
                if count == 0 { break readLoop }
                received.append(contentsOf: buffer[0..<count])
                if complete(received) { break readLoop }
            }
        }
        var status: Int32 = 0
        // A complete report is the process's last act (it `_exit`s right after), so this wait is short.
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = true
        return (received, status)
    }
}
