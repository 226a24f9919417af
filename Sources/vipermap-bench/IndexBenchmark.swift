import Foundation
import VipermapAnalysis
import VipermapIndexer
import VipermapSynth
#if canImport(Glibc)
import Glibc
#endif

/// `vipermap-bench index`: the indexing benchmark of docs/performance.md.
///
/// For each size it writes the synthetic seed-000 app, then runs every case in a fresh child process (so peak
/// memory is that case's own, read with `wait4`): the parse-only floor, the parse with the facts walk and nothing
/// else (no hashing, no cache, no link), a cold index, a warm index after one file changed (a wireframe gaining a
/// route, a presenter gaining a method), the same through the `vipermap index` command, and `vipermap PATH` with
/// every output.
enum IndexBenchmark {
    /// One case's result, written by the child as JSON.
    struct CaseResult: Codable {
        var seconds: Double
        var files: Int
        var parsed: Int
    }

    struct Child {
        var seconds: Double
        /// User plus system CPU time of the child.
        var cpuSeconds: Double
        var peakKiB: Int
        var result: CaseResult?
    }

    static let usage = "usage: vipermap-bench index [--sizes 2000,10000] [--jobs N] [--seed 42] [--repeat 3] [--work DIR] [--e2e-sizes 2000] [--markdown FILE]"

    /// Runs a case `times` times and keeps the fastest run (the one the machine's other load disturbed least);
    /// peak memory is the largest of the runs.
    static func best(_ times: Int, _ run: () throws -> Child) throws -> Child {
        var runs: [Child] = []
        for _ in 0..<max(1, times) { runs.append(try run()) }
        var fastest = runs.min { ($0.result?.seconds ?? $0.seconds) < ($1.result?.seconds ?? $1.seconds) }!
        fastest.peakKiB = runs.map(\.peakKiB).max()!
        return fastest
    }

    /// ``best(_:_:)`` of several cases run in turns (first, second, …, first, second, …) rather than one after the other.
    /// Also returns every run, by case.
    static func bestInterleaved(_ times: Int, _ cases: [() throws -> Child]) throws -> (best: [Child], runs: [[Child]]) {
        var runs: [[Child]] = Array(repeating: [], count: cases.count)
        for _ in 0..<max(1, times) {
            for (index, run) in cases.enumerated() { runs[index].append(try run()) }
        }
        let fastest = try runs.map { caseRuns in
            var next = caseRuns.makeIterator()
            return try best(caseRuns.count) { next.next()! }
        }
        return (fastest, runs)
    }

    static func run(arguments: [String]) throws {
        let sizes = (Bench.argument("--sizes", in: arguments) ?? "2000,10000").split(separator: ",").compactMap { Int($0) }
        let endToEndSizes = Set((Bench.argument("--e2e-sizes", in: arguments) ?? "2000").split(separator: ",").compactMap { Int($0) })
        let seed = UInt64(Bench.argument("--seed", in: arguments) ?? "42") ?? 42
        let repeats = Bench.argument("--repeat", in: arguments).flatMap(Int.init) ?? 3
        let jobs = Bench.argument("--jobs", in: arguments).flatMap(Int.init) ?? ProcessInfo.processInfo.activeProcessorCount
        let work = URL(fileURLWithPath: Bench.argument("--work", in: arguments)
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-index-bench").path)
        var table = [
            "| modules | files | lines | parse-only s | parse + facts s (no link, no cache) | cold s (no cache) | cold s (writes cache) | warm s (1 file gains a route) | warm s (1 file gains a method) | cold / parse-only | warm / cold (route) | warm / cold (method) | peak MiB (cold) | MiB per M lines | `vipermap index` s (cold) | `vipermap index` s (warm: route / method) | end-to-end s (cold) | end-to-end s (warm: unchanged / method / route) |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        print("jobs: \(jobs), seed: \(seed), repeat: \(repeats) (fastest run kept), work: \(work.path)")
        for size in sizes {
            let root = work.appendingPathComponent("app-\(size)")
            let cache = work.appendingPathComponent("cache-\(size)")
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: cache)
            let app = SyntheticApp(.init(modules: size, seed: seed))
            let written = try app.write(to: root)
            let lines = try countLines(root)
            print("app-\(size): \(written) files, \(lines) lines")

            // The floor and the cold runs take turns, so that a change in the machine's other load (these machines are
            // shared) falls on both sides of the ratio alike.
            let floorAndCold = try bestInterleaved(repeats, [
                { try child(["parse", root.path, String(jobs)], work: work) },
                { try child(["facts", root.path, String(jobs)], work: work) },
                { try child(["cold", root.path, String(jobs)], work: work) },
                { try child(["cold", root.path, String(jobs), cache.path], work: work) },
            ])
            let parse = floorAndCold.best[0], facts = floorAndCold.best[1], coldNoCache = floorAndCold.best[2], cold = floorAndCold.best[3]
            let roundRatios = zip(floorAndCold.runs[3], floorAndCold.runs[0]).map { String(format: "%.2f", $0.result!.seconds / $1.result!.seconds) }
            // What a user waits for: the `vipermap index` command (process start, arguments, the index, the
            // analysis and writing map.json), with an empty cache that it fills.
            let binary = URL(fileURLWithPath: Bench.selfPath).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("vipermap").path
            let cliOut = work.appendingPathComponent("cli-\(size)"), cliCache = work.appendingPathComponent("cli-cache-\(size)")
            let cliArguments = ["index", root.path, "--output", cliOut.path, "--cache", cliCache.path, "--jobs", String(jobs), "--quiet"]
            let cliCold = try best(repeats) { try spawn(binary, cliArguments, fresh: cliCache.path) }
            // Each warm run finds the cache the previous one left, so only the first re-parses the edited file; the
            // cold run before them wrote the cache for the unedited app, so every repeat starts from that cache.
            let pristine = try cacheFiles(in: cache), cliPristine = try cacheFiles(in: cliCache)
            let presenter = root.appendingPathComponent("Modules/\(app.modules[size / 2].domain)/\(app.modules[size / 2].name)/\(app.modules[size / 2].name)Presenter.swift")
            let original = try String(contentsOf: presenter, encoding: .utf8)
            // Each edit is timed in process and through the command, every repeat starting from the cold run's cache.
            func warmRuns(after edited: String, in file: URL? = nil) throws -> (inProcess: Child, command: Child) {
                let file = file ?? presenter
                let original = try String(contentsOf: file, encoding: .utf8)
                try Data(edited.utf8).write(to: file)
                defer { try? Data(original.utf8).write(to: file) }
                let inProcess = try best(repeats) {
                    try restore(pristine)
                    return try child(["warm", root.path, String(jobs), cache.path], work: work)
                }
                try expect(inProcess, parsed: 1)
                let command = try best(repeats) {
                    try restore(cliPristine)
                    return try spawn(binary, cliArguments, fresh: nil)
                }
                return (inProcess, command)
            }
            // A real edit that changes what the link reads: one wireframe gains a route to the next module.
            let wireframe = presenter.deletingLastPathComponent().appendingPathComponent("\(app.modules[size / 2].name)Wireframe.swift")
            let wireframeOriginal = try String(contentsOf: wireframe, encoding: .utf8)
            let routeEdit = wireframeOriginal + "\nextension \(app.modules[size / 2].name)Wireframe {\n    func benchmarkRoute() {\n        navigationController?.pushWireframe(\(app.modules[size / 2 + 1].name)Wireframe())\n    }\n}\n"
            let (routed, cliRouted) = try warmRuns(after: routeEdit, in: wireframe)
            // A real edit that changes what the indexer reads but not the map: one presenter gains a method.
            let (warm, cliWarm) = try warmRuns(after: original + "\nextension \(app.modules[size / 2].name)Presenter {\n    func benchmarkEdit() {}\n}\n")

            var endToEnd = "– | –"
            if endToEndSizes.contains(size) {
                let out = work.appendingPathComponent("out-\(size)")
                try? FileManager.default.removeItem(at: out)
                let e2eArguments = [root.path, "--output", out.path, "--cache", cache.path + "-e2e", "--jobs", String(jobs), "--quiet"]
                let e2eCold = try spawn(binary, e2eArguments, fresh: cache.path + "-e2e")
                // Warm: nothing changed; then the presenter gains the method of the index runs (no picture changes);
                // then a wireframe gains a route (the whole-app picture, the overview and the domains it joins change).
                let e2eWarm = try spawn(binary, e2eArguments, fresh: nil)
                try Data((original + "\nextension \(app.modules[size / 2].name)Presenter {\n    func benchmarkEdit() {}\n}\n").utf8).write(to: presenter)
                let e2eMethod = try spawn(binary, e2eArguments, fresh: nil)
                try Data(routeEdit.utf8).write(to: wireframe)
                let e2eRoute = try spawn(binary, e2eArguments, fresh: nil)
                try Data(wireframeOriginal.utf8).write(to: wireframe)
                try Data(original.utf8).write(to: presenter)
                endToEnd = String(format: "%.2f (peak %.0f MiB) | %.2f / %.2f / %.2f", e2eCold.seconds, Double(e2eCold.peakKiB) / 1024,
                                  e2eWarm.seconds, e2eMethod.seconds, e2eRoute.seconds)
                print(String(format: "  `vipermap PATH` (every output): cold %.2f s · warm %.2f s unchanged, %.2f s after a method is added, %.2f s after a route is added",
                             e2eCold.seconds, e2eWarm.seconds, e2eMethod.seconds, e2eRoute.seconds))
            }
            let parseSeconds = parse.result!.seconds, coldSeconds = cold.result!.seconds, warmSeconds = warm.result!.seconds
            let routedSeconds = routed.result!.seconds
            let row = String(format: "| %d | %d | %d | %.2f | %.2f (%.2f ×) | %.2f | %.2f | %.3f | %.3f | %.2f | %.3f | %.3f | %.0f | %.0f | %.2f | %.2f / %.2f | %@ |",
                             size, written, lines, parseSeconds, facts.result!.seconds, facts.result!.seconds / parseSeconds, coldNoCache.result!.seconds, coldSeconds, routedSeconds, warmSeconds,
                             coldSeconds / parseSeconds, routedSeconds / coldSeconds, warmSeconds / coldSeconds,
                             Double(cold.peakKiB) / 1024, Double(cold.peakKiB) / 1024 / (Double(lines) / 1_000_000), cliCold.seconds,
                             cliRouted.seconds, cliWarm.seconds, endToEnd)
            print(String(format: "  parse and facts, no link and no cache: %.2f s, %.2f × parse-only (CPU %.2f s against %.2f s)",
                         facts.result!.seconds, facts.result!.seconds / parseSeconds, facts.cpuSeconds, parse.cpuSeconds))
            print(String(format: "  parse-only %.2f s (peak %.0f MiB) · cold %.2f s without cache, %.2f s writing it (peak %.0f MiB) · warm %.2f s (peak %.0f MiB)",
                         parseSeconds, Double(parse.peakKiB) / 1024, coldNoCache.result!.seconds, coldSeconds, Double(cold.peakKiB) / 1024,
                         warmSeconds, Double(warm.peakKiB) / 1024))
            print(String(format: "  warm after a route is added: %.3f s (peak %.0f MiB)", routedSeconds, Double(routed.peakKiB) / 1024))
            print("  cold / parse-only in each round (the runs of one round are next to each other): \(roundRatios.joined(separator: ", "))")
            print(String(format: "  cold / parse-only = %.2f (target ≤ 1.25) · warm / cold = %.3f when a route is added, %.3f when a method is added (target ≤ 0.50)",
                         coldSeconds / parseSeconds, routedSeconds / coldSeconds, warmSeconds / coldSeconds))
            print(String(format: "  CPU seconds (user + system): parse-only %.2f · cold %.2f without cache · warm %.2f",
                         parse.cpuSeconds, coldNoCache.cpuSeconds, warm.cpuSeconds))
            print(String(format: "  `vipermap index`: cold %.2f s (CPU %.2f) · warm %.2f s (CPU %.2f) · warm / cold = %.3f · route added %.3f s (%.3f of cold)",
                         cliCold.seconds, cliCold.cpuSeconds, cliWarm.seconds, cliWarm.cpuSeconds, cliWarm.seconds / cliCold.seconds,
                         cliRouted.seconds, cliRouted.seconds / cliCold.seconds))
            table.append(row)
            print(row)
        }
        if let file = Bench.argument("--markdown", in: arguments) {
            try Data((table.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: file))
        }
    }

    /// The files a run left in `cache` (its facts pack), with their bytes.
    static func cacheFiles(in cache: URL) throws -> [(URL, Data)] {
        let files = try FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil).filter { $0.pathExtension == "cache" }
        guard !files.isEmpty else {
            throw NSError(domain: "vipermap-bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "expected a facts pack in \(cache.path), found none"])
        }
        return try files.map { ($0, try Data(contentsOf: $0)) }
    }

    /// Puts back what ``cacheFiles(in:)`` read.
    static func restore(_ files: [(URL, Data)]) throws {
        for (url, data) in files { try data.write(to: url) }
    }

    /// Fails unless a warm run parsed `parsed` files.
    static func expect(_ run: Child, parsed: Int) throws {
        guard run.result?.parsed == parsed else {
            throw NSError(domain: "vipermap-bench", code: 1, userInfo: [NSLocalizedDescriptionKey:
                "warm run parsed \(run.result?.parsed ?? -1) files; expected \(parsed)"])
        }
    }

    /// Lines of every indexed file (newline count, plus one for a last line without one).
    static func countLines(_ root: URL) throws -> Int {
        var lines = 0
        for path in try Indexer.files(root: root) {
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            lines += data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            if let last = data.last, last != UInt8(ascii: "\n") { lines += 1 }
        }
        return lines
    }

    /// Runs `vipermap-bench index-case …` in a child and reads its JSON result.
    static func child(_ arguments: [String], work: URL) throws -> Child {
        let resultFile = work.appendingPathComponent("case-\(getpid()).json")
        try? FileManager.default.removeItem(at: resultFile)
        var measured = try spawn(Bench.selfPath, ["index-case", resultFile.path] + arguments, fresh: nil)
        measured.result = try JSONDecoder().decode(CaseResult.self, from: Data(contentsOf: resultFile))
        return measured
    }

    /// Spawns `path arguments…`, waits with `wait4` for its own peak resident set, and fails on a non-zero exit.
    /// `fresh` names a folder removed first (a cold cache).
    static func spawn(_ path: String, _ arguments: [String], fresh: String?) throws -> Child {
        if let fresh { try? FileManager.default.removeItem(atPath: fresh) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = Bench.now()
        let spawned = posix_spawn(&pid, path, nil, nil, argv, environ)
        guard spawned == 0 else {
            throw NSError(domain: "vipermap-bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "cannot run \(path): \(String(cString: strerror(spawned)))"])
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Bench.now() - start
        let cpuSeconds = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        guard status == 0 else {
            throw NSError(domain: "vipermap-bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(path) \(arguments.joined(separator: " ")) failed (status \(status))"])
        }
        #if os(macOS)
        let peak = Int(usage.ru_maxrss) / 1024
        #else
        let peak = Int(usage.ru_maxrss)
        #endif
        return Child(seconds: seconds, cpuSeconds: cpuSeconds, peakKiB: peak, result: nil)
    }

    /// The child side: `index-case RESULT KIND ROOT JOBS [CACHE]`.
    static func runCase(arguments: [String]) throws {
        guard arguments.count >= 5, let jobs = Int(arguments[4]) else {
            throw NSError(domain: "vipermap-bench", code: 2, userInfo: [NSLocalizedDescriptionKey: "usage: index-case RESULT KIND ROOT JOBS [CACHE]"])
        }
        let resultFile = URL(fileURLWithPath: arguments[1])
        let root = URL(fileURLWithPath: arguments[3])
        let cache = arguments.count > 5 ? URL(fileURLWithPath: arguments[5]) : nil
        var options = IndexOptions(jobs: jobs, cacheFolder: cache, toolVersion: "bench")
        let result: CaseResult
        switch arguments[2] {
        case "parse", "parse-visit", "facts":
            let start = Bench.now()
            let files = try ParseBaseline.run(root: root, options: options, visitingEveryNode: arguments[2] == "parse-visit",
                                              extractingFacts: arguments[2] == "facts")
            result = CaseResult(seconds: Bench.now() - start, files: files, parsed: files)
        case "cold", "warm":
            if arguments[2] == "cold", let cache { try? FileManager.default.removeItem(at: cache) }
            options.reportsToStandardError = false
            let start = Bench.now()
            let run = try Indexer.run(root: root, options: options, then: .analysis)
            let map = run.map
            result = CaseResult(seconds: Bench.now() - start, files: run.statistics.files, parsed: run.statistics.parsedFiles)
            precondition(!map.modules.isEmpty)
        default:
            throw NSError(domain: "vipermap-bench", code: 2, userInfo: [NSLocalizedDescriptionKey: "unknown index case \(arguments[2])"])
        }
        try JSONEncoder().encode(result).write(to: resultFile)
    }
}
